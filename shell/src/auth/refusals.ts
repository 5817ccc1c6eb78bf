/**
 * Which field a refusal of the server is about (shared-ui/forms' isRefusal), named by the
 * auth:errors sentences the API answers in the language the request was sent in (the screen's).
 */
import type { ApiError } from 'shared-ui';
import { isRefusal as isServerRefusal } from 'shared-ui/forms';

const AUTH_ERRORS = 'auth:errors.';

/** True when the server refused with one of these auth:errors sentences. */
export function isRefusal(error: unknown, keys: readonly string[]): error is ApiError {
  return isServerRefusal(
    error,
    keys.map((key) => `${AUTH_ERRORS}${key}`),
  );
}
