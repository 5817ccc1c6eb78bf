import { Type } from '@sinclair/typebox';

/** POST /api/uploads answers the stored file (201). */
export const UploadAnswer = Type.Object({
  _id: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** Resized WebP copies for <img srcset> ('' for gifs). */
  srcset: Type.String(),
  message: Type.String(),
});

export const DeleteUploadBody = Type.Object({ url: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
