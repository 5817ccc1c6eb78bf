/**
 * The one message a form shows under itself, kept as what it says rather than as words, so a
 * message already on screen follows the language toggle: message keys (shown in the language of the
 * moment), the form's own first problem (checked again on a switch), or words that come from
 * elsewhere (the server's sentence, written in the language the request was sent in).
 */
import { useEffect } from 'react';
import type { FieldErrors, FieldValues, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from 'shared-ui';
import { firstProblem } from './form-checks';

export type FormNotice =
  | { kind: 'error' | 'success'; keys: string[] }
  | { kind: 'error'; formProblem: true }
  | { kind: 'error' | 'success'; text: string };

/** A failed call as a notice (spec §8): the server's sentence; else `failed` (an answer without one) or `unreachable` (no answer, or not JSON). */
export function failureNotice(error: unknown, keys: { failed: string; unreachable: string }): FormNotice {
  if (!(error instanceof ApiError)) return { kind: 'error', keys: [keys.failed] };
  if (error.isNetworkError || error.body === null) return { kind: 'error', keys: [keys.unreachable] };
  const server = error.body.error;
  return typeof server === 'string' && server ? { kind: 'error', text: server } : { kind: 'error', keys: [keys.failed] };
}

/** What a notice says now (keys in the current language, one line each). */
export function noticeText(notice: FormNotice, t: (key: string) => string, errors: FieldErrors): string {
  if ('keys' in notice) return notice.keys.map((key) => t(key)).join('\n');
  return 'formProblem' in notice ? firstProblem(errors) : notice.text;
}

/** The form's problems are words of the language they were checked in: they are checked again on a switch. */
export function useRecheckOnLanguageChange<V extends FieldValues>(trigger: UseFormTrigger<V>, errors: FieldErrors<V>): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const hasProblems = Object.keys(errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the language changes
  useEffect(() => {
    if (hasProblems) void trigger();
  }, [language]);
}
