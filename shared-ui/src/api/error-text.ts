import { i18n } from '../i18n/i18n';
import { ApiError } from './client';

export interface ErrorTexts {
  /** The server answered without a message of its own (spec §8's 'An error occurred', 'Error deleting user.'…). */
  failed?: string;
  /** No answer came, or it was not JSON (offline, server down, a proxy's error page). */
  unreachable?: string;
}

/**
 * The one way a failed call becomes the text a person sees, in the interface language: the
 * server's own `error` (the API writes it in the language sent as Accept-Language); else the
 * screen's `failed` text; for no answer (or one that is not JSON) the screen's `unreachable` text.
 * Without those: for a network failure, the client's sentence in the interface language ("Could not
 * reach the shop…"), else 'An error occurred'.
 */
export function errorText(error: unknown, texts: ErrorTexts = {}): string {
  const generic = i18n.t('auth:anErrorOccurred');
  if (!(error instanceof ApiError)) return texts.failed ?? generic;
  if (error.isNetworkError) return texts.unreachable ?? error.message;
  if (error.body === null) return texts.unreachable ?? generic;
  const server = error.body.error;
  return typeof server === 'string' && server ? server : (texts.failed ?? generic);
}
