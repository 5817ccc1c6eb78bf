import { useSession } from 'shared-ui';
import type { FormNotice } from 'shared-ui/forms';

/**
 * What happens next, said under the message without changing the spec's words in it: the approval
 * comes by e-mail (after the phone is verified, or a login before approval); a recovery e-mail
 * comes only to an address with an account (the answer is the same for every address).
 */
const NEXT_STEPS = ['approvalEmail', 'recoveryEmail'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];
const isNextStep = (value: unknown): value is NextStep => NEXT_STEPS.includes(value as NextStep);

/**
 * The notice another screen (phone verification, password reset) handed over in the location's
 * state, else why a session that ended by itself ended.
 */
export function handedNotice(state: unknown): FormNotice | null {
  // noticeKeys: the notice as message keys (it then follows the language toggle); notice: as words.
  const { notice, noticeKeys } = (state ?? {}) as { notice?: unknown; noticeKeys?: unknown };
  if (Array.isArray(noticeKeys) && noticeKeys.every((key) => typeof key === 'string')) return { kind: 'success', keys: noticeKeys };
  if (typeof notice === 'string' && notice) return { kind: 'success', text: notice };
  // A session that ended by itself says why, in the server's words (e.g. the approval was withdrawn).
  const endedReason = useSession.getState().endedReason;
  return endedReason ? { kind: 'error', text: endedReason } : null;
}

/** The next step handed over by the phone screen (nextStep: 'approvalEmail'), if any. */
export function handedNextStep(state: unknown): NextStep | null {
  const handed = (state as { nextStep?: unknown } | null)?.nextStep;
  return isNextStep(handed) ? handed : null;
}
