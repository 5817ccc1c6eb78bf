import { randomUUID } from 'node:crypto';

/** Opaque ids, returned to clients as `_id`. */
export const newId = (): string => randomUUID();
