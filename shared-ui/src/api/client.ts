/**
 * The API client every frontend uses: JSON in and out, the bearer token from local storage key
 * `token`, the interface language in Accept-Language (the API answers errors in it), and one
 * error type carrying the server's message. Base URL is '' (same origin) unless set at start-up.
 * Every call names its route as the contract's table does (`api('GET /api/orders/:id', { params })`),
 * so the body, query, path parameters and answer are typed by the API's own schemas.
 */
import type { ApiAnswer, ApiBody, ApiParams, ApiQuery, ApiRoute } from '@fireworks/core/contract';
import { currentLanguage, i18n } from '../i18n/i18n';

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
let onForbidden: (() => void) | null = null;

/** e.g. 'https://api.example.com' for a frontend deployed on another origin. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/**
 * Called when a request carrying the session's current token is answered 401 (the session ended),
 * with the server's sentence: the shell signs out.
 */
export function setUnauthorizedHandler(handler: ((reason?: string) => void) | null): void {
  onUnauthorized = handler;
}

/**
 * Called when a request carrying a token is answered 403: the permissions the screen was drawn with
 * may be out of date (the owner changed them meanwhile, issue 41), so the session keeper reads them again.
 */
export function setForbiddenHandler(handler: (() => void) | null): void {
  onForbidden = handler;
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
  // Only a refusal of the token the session holds ends it: one replaced while the call was under way
  // (a new password, a renewal, another tab's sign-in) was refused for being old, not the session.
  if (status === 401 && token && token === readToken()) {
    onUnauthorized?.(typeof record?.error === 'string' && record.error ? record.error : undefined);
  }
  if (status === 403 && token) onForbidden?.();
  const message = typeof record?.error === 'string' ? record.error : typeof body === 'string' && body ? body : `HTTP ${status}`;
  return new ApiError(status, message, record);
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : readToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: headersFor(options, token),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    // The browser's own words ('Failed to fetch') are English whatever the interface language.
    throw new ApiError(0, i18n.t('common:unreachable'));
  }
  const body = await parseBody(response);
  if (!response.ok) throw errorFrom(response.status, body, token);
  return body as T;
}

/** A part of the request: required when the route's schema requires it, absent when it has none. */
type Part<T, Name extends string> = [T] extends [undefined]
  ? { [P in Name]?: never }
  : null extends T
    ? { [P in Name]?: T }
    : // biome-ignore lint/complexity/noBannedTypes: an object whose fields are all optional may be left out
      {} extends T
      ? { [P in Name]?: T }
      : { [P in Name]: T };

/** What a call of route K sends: its body, query and path parameters, typed by the contract. */
export type CallInput<K extends ApiRoute> = Part<ApiBody<K>, 'body'> &
  Part<ApiQuery<K>, 'query'> &
  Part<ApiParams<K>, 'params'> &
  Omit<RequestOptions, 'body'>;

/** The input argument: optional when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: {} extends X tests "every field of X is optional"
type InputArgs<K extends ApiRoute> = {} extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** '/api/orders/:id' with { id: 'a b' } and a query → '/api/orders/a%20b?x=1' (fields left undefined are not sent). */
export function routePath(template: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function splitRoute(route: ApiRoute): [method: string, path: string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space), route.slice(space + 1)];
}

/**
 * Calls one route of the contract's table: `api('POST /api/create-order', { body, idempotencyKey })`
 * answers what the route's success schema says.
 */
export function api<K extends ApiRoute>(route: K, ...[input]: InputArgs<K>): Promise<ApiAnswer<K>> {
  const [method, template] = splitRoute(route);
  const { params, query, ...options } = (input ?? {}) as CallInput<K> & { params?: object; query?: object };
  return request<ApiAnswer<K>>(method, routePath(template, params, query), options);
}

/** multipart upload with progress (fetch cannot report upload progress; XHR can). */
export function upload<K extends 'POST /api/uploads'>(
  route: K,
  form: FormData,
  input: Part<ApiQuery<K>, 'query'> & { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<ApiAnswer<K>> {
  type T = ApiAnswer<K>;
  const { onProgress, signal } = input;
  const [method, template] = splitRoute(route);
  const token = readToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(routePath(template, undefined, input.query as object | undefined)));
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
    xhr.onerror = () => reject(new ApiError(0, i18n.t('common:unreachable')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
