/**
 * Issue 14, item 4: a file cut at the 10 MB limit (the multipart stream marked truncated) is
 * refused with 413, even when reading it did not throw.
 */

import { LIMITS } from '@fireworks/core/contract';
import type { FastifyRequest } from 'fastify';
import { readSingleFile } from '../../src/modules/uploads';
import { AppError } from '../../src/shared/errors';

function requestWith(truncated: boolean): FastifyRequest {
  const file = {
    filename: 'big.png',
    file: { truncated },
    toBuffer: async () => Buffer.alloc(LIMITS.uploadBytes),
  };
  return { file: async () => file } as unknown as FastifyRequest;
}

describe('truncated uploads', () => {
  it('refuses a file whose stream was cut at the limit with 413', async () => {
    const error = await readSingleFile(requestWith(true)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(413);
  });
  it('keeps a whole file of exactly 10 MB', async () => {
    const file = await readSingleFile(requestWith(false));
    expect(file.data.length).toBe(LIMITS.uploadBytes);
  });
});
