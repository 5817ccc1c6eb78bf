/**
 * Which field a refusal of the server is about. The API answers `{ error }` with one of the
 * auth:errors sentences, in the language the request was sent in (the screen's): the screens
 * compare it with those sentences to mark the field and move focus to it.
 */
import { ApiError, i18n } from 'shared-ui';

/** The password rule's refusals (core passwordProblem), at sign-up and on the reset-link screen. */
export const PASSWORD_REFUSALS = ['passwordTooShort', 'passwordTooLong', 'passwordCommon', 'passwordPersonal'] as const;

/** True when the server refused with one of these auth:errors sentences. */
export function isRefusal(error: unknown, keys: readonly string[]): error is ApiError {
  return error instanceof ApiError && !error.isNetworkError && keys.some((key) => i18n.t(`auth:errors.${key}`) === error.message);
}
