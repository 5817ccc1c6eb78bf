import { LANGUAGES } from '@fireworks/core/i18n/client';
import { ApiError, i18n } from 'shared-ui';

/** No answer came back (offline, a proxy's 5xx): the order may have been made all the same. */
export function answerLost(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetworkError || error.status >= 500);
}

/**
 * The API's 409 for an Idempotency-Key sent before with another checkout (its sentence is for the
 * API's developers): the order that key made exists. Known by its sentence in either language.
 */
export function keyReused(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const sentence = error.body?.error;
  return LANGUAGES.some((lng) => i18n.t('orders:errors.orderIdempotencyKeyReused', { lng }) === sentence);
}
