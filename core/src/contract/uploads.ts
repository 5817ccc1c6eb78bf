/** Image and gif uploads (admin), and deleting files no item shows. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, MessageAnswer, REFUSED } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';

const tags = ['uploads'];

/** The stored file. */
export const UploadedFile = Type.Object(
  {
    _id: Type.String(),
    url: Type.String(),
    contentType: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    /** Resized WebP copies for <img srcset> ('' for gifs). */
    srcset: Type.String(),
  },
  { title: 'UploadedFile' },
);

export const UploadAnswer = Type.Object({ ...UploadedFile.properties, message: Type.String() });

/** `?slot=gif`: the file is for an item's gif, so only a GIF is taken. */
export const UploadQuery = Type.Object(
  { slot: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('gif')], { description: 'The item field the file is for' })) },
  { additionalProperties: false },
);

export const DeleteUploadBody = Type.Object({ url: Type.String({ maxLength: REQUEST_CAPS.url }) }, { additionalProperties: false });

export const UploadRoutes = {
  uploads: {
    ...needs('items:edit'),
    summary: `Upload one JPEG, PNG, WebP or GIF file (multipart/form-data, at most ${LIMITS.uploadBytes / 1024 / 1024} MB)`,
    tags,
    consumes: ['multipart/form-data'],
    querystring: UploadQuery,
    response: { 201: UploadAnswer, ...errors(REFUSED.body, REFUSED.admin) },
  },
  deleteUpload: {
    ...needs('items:edit'),
    summary: 'Delete an uploaded file no item shows',
    tags,
    body: DeleteUploadBody,
    response: { 200: MessageAnswer, ...errors(REFUSED.body, REFUSED.admin, [404, 409]) },
  },
};

export type UploadedFile = Static<typeof UploadedFile>;
export type UploadAnswer = Static<typeof UploadAnswer>;
