/**
 * Which field a refusal of the server is about (shared-ui/forms' isRefusal), named by the
 * auth:errors sentences the API answers in the language the request was sent in (the screen's).
 */
import type { ApiError } from 'shared-ui';
import { isRefusal as isServerRefusal, PASSWORD_REFUSALS as PASSWORD_RULE } from 'shared-ui/forms';

const AUTH_ERRORS = 'auth:errors.';

/** The password rule's refusals (core passwordProblem), at sign-up and on the reset-link screen. */
export const PASSWORD_REFUSALS = PASSWORD_RULE.map((key) => key.slice(AUTH_ERRORS.length));

/** True when the server refused with one of these auth:errors sentences. */
export function isRefusal(error: unknown, keys: readonly string[]): error is ApiError {
  return isServerRefusal(
    error,
    keys.map((key) => `${AUTH_ERRORS}${key}`),
  );
}
