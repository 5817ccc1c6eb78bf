import { api } from '../api/client';
import type { User } from '../api/types';

export interface LoginAnswer {
  token: string;
  user: User;
}

/** POST /api/login (public). Errors arrive as ApiError with the server's message and body. */
export function login(username: string, password: string): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/api/login', { username, password }, { auth: false });
}
