/** A user as GET /api/userInformation answers: the public fields, notes, and whether they await approval. */
export type { AdminUser } from '@fireworks/core/contract';
