import fastifyMultipart from '@fastify/multipart';
import { LIMITS, UploadRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../shared/api';
import { AppError } from '../../shared/errors';
import { deleteUploadByUrl, saveUpload, sweepAbandonedUploads, toUploadAnswer } from './uploads.service';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Reads the one file of a multipart request; multipart failures become messages a person can act on. */
export async function readSingleFile(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('INVALID_DATA', 'catalog:errors.noFile');
    const data = await file.toBuffer();
    // busboy stops at the size limit and marks the stream truncated; toBuffer does not always
    // throw then, and the first 10 MB would be stored as if whole.
    if (file.file.truncated) throw new AppError('TOO_LARGE', 'catalog:errors.fileTooLarge');
    return { filename: file.filename, data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', 'catalog:errors.fileTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'catalog:errors.notMultipart');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('INVALID_DATA', 'catalog:errors.oneFileAtATime');
    throw new AppError('INVALID_DATA', 'catalog:errors.badUpload');
  }
}

/** Image and gif uploads (admin), and deleting files no item shows. */
export default async function uploadRoutes(app: Api) {
  // Registered here only, so no other route accepts multipart bodies. The browser's file name is
  // kept whole (preservePath) so that a name with folders in it is seen, and refused.
  await app.register(fastifyMultipart, {
    preservePath: true,
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/uploads',
    { preHandler: app.requirePermission(UploadRoutes.uploads.permission), schema: UploadRoutes.uploads },
    async (request, reply) => {
      const file = await readSingleFile(request);
      const row = await saveUpload(app.ctx, request.account!, file, request.query.slot ?? 'image');
      const t = translator(request.language);
      return reply.status(201).send({ ...toUploadAnswer(row, app.ctx.storage), message: t('catalog:messages.uploaded') });
    },
  );

  app.post(
    '/delete-upload',
    { preHandler: app.requirePermission(UploadRoutes.deleteUpload.permission), schema: UploadRoutes.deleteUpload },
    async (request) => {
      await deleteUploadByUrl(app.ctx, request.account!, request.body.url);
      return { message: translator(request.language)('catalog:messages.fileDeleted') };
    },
  );

  // Files of forms that were never saved nor cancelled (a closed tab) are swept once they are old.
  const sweep = () => sweepAbandonedUploads(app.ctx, app.log).catch((err) => app.log.error({ err }, 'upload sweep failed'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
    setImmediate(sweep);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
