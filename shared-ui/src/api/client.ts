/**
 * The API client every frontend uses: JSON in and out, the bearer token from local storage key
 * `token`, the interface language in Accept-Language (the API answers errors in it), and one
 * error type carrying the server's message. Base URL is '' (same origin) unless set at start-up.
 */
import { currentLanguage } from '../i18n/i18n';
import { dropEarly, takeEarly } from './early';

export const TOKEN_KEY = 'token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never got an answer (offline, server down, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

let apiBase = '';
let onUnauthorized: ((reason?: string) => void) | null = null;

/** e.g. 'https://api.example.com' for a frontend deployed on another origin. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/** Called when a request carrying a token is answered 401 (the session ended), with the server's sentence: the shell signs out. */
export function setUnauthorizedHandler(handler: ((reason?: string) => void) | null): void {
  onUnauthorized = handler;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface RequestOptions {
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

function headersFor(options: RequestOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return headers;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(status: number, body: unknown, token: string | null): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (status === 401 && token) onUnauthorized?.(typeof record?.error === 'string' && record.error ? record.error : undefined);
  const message = typeof record?.error === 'string' ? record.error : typeof body === 'string' && body ? body : `HTTP ${status}`;
  return new ApiError(status, message, record);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : readToken();
  let response: Response;
  // The first screen's reads may already be on their way (started by the page, see ./early).
  const early = options.body === undefined ? takeEarly(method, apiUrl(path), token) : null;
  if (!early && method !== 'GET') dropEarly();
  try {
    response = await (early ??
      fetch(apiUrl(path), {
        method,
        headers: headersFor(options, token),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, (error as Error).message || 'Network error');
  }
  const body = await parseBody(response);
  if (!response.ok) throw errorFrom(response.status, body, token);
  return body as T;
}

/** multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // keep text
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(errorFrom(xhr.status, body, token));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  upload,
};
