import type { LoginAnswer } from '@fireworks/core/contract';
import { api } from '../api/client';

/** POST /api/login (public). Errors arrive as ApiError with the server's message and body. */
export function login(username: string, password: string): Promise<LoginAnswer> {
  return api('POST /api/login', { body: { username, password }, auth: false });
}
