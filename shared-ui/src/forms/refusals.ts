/**
 * Which field a refusal of the server is about. The API answers `{ error }` with one of its
 * sentences, in the language the request was sent in (the screen's): a form compares it with
 * those sentences to mark the field and move the focus to it.
 */
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError, i18n } from 'shared-ui';

/** The password rule's refusals (core passwordProblem): sign-up, the reset-link screen, the profile. */
export const PASSWORD_REFUSALS = [
  'auth:errors.passwordTooShort',
  'auth:errors.passwordTooLong',
  'auth:errors.passwordCommon',
  'auth:errors.passwordPersonal',
] as const;

/** True when the server refused with one of these sentences (message keys, 'namespace:key'). */
export function isRefusal(error: unknown, keys: readonly string[]): error is ApiError {
  return error instanceof ApiError && !error.isNetworkError && keys.some((key) => i18n.t(key) === error.message);
}

/** A form's fields, each with the sentences of the refusals about it. */
export type FieldRefusals<V extends FieldValues> = readonly (readonly [Path<V>, readonly string[]])[];

/**
 * The field a refusal is about is marked (pointing at the form's message, which says the server's
 * sentence) and has the focus, its text selected so that the next one typed replaces it. Answers
 * that field, or null for a refusal about none.
 */
export function markRefusedField<V extends FieldValues>(
  error: unknown,
  refusals: FieldRefusals<V>,
  form: { setError: UseFormSetError<V>; setFocus: UseFormSetFocus<V> },
): Path<V> | null {
  const refused = refusals.find(([, keys]) => isRefusal(error, keys));
  if (!refused || !(error instanceof ApiError)) return null;
  const [field] = refused;
  form.setError(field, { type: 'server', message: error.message });
  form.setFocus(field, { shouldSelect: true });
  return field;
}
