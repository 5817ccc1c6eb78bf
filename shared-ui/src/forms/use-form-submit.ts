/**
 * The submit of a form that sends one call: its message cleared, the call run while the form is
 * busy, and a failure shown as the form's message with the field a refusal is about marked and
 * focused (markRefusedField). Every form that answers the server's refusals this way uses it, so
 * they cannot drift apart (sign-up, login, the phone change, the reset-link screen, the profile).
 */
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useOneAtATime } from 'shared-ui';
import type { FormNotice } from './form-notice';
import { type FieldRefusals, markRefusedField } from './refusals';

export interface FormSubmitOptions<V extends FieldValues> {
  /** The form's message (the caller keeps it: its success texts and notices handed over are its own). */
  setMessage(message: FormNotice | null): void;
  /** The call and what follows a success; a throw is the failure below. */
  send(values: V): Promise<void>;
  /** The message for a failed call (failureNotice with the form's texts). */
  failure(error: unknown): FormNotice;
  /** The fields the server's refusals are about: the one refused is marked and focused. */
  refusals?: FieldRefusals<V>;
  /** What else a failure asks for (e.g. the password selected again after wrong credentials). */
  onFailure?(error: unknown, refusedField: Path<V> | null): void;
  /** Also run whenever the message is cleared (a submit) or the form's own check refuses it. */
  onReset?(): void;
}

/** The form's submit handler, and whether its call is under way (the submit button's loading). */
export function useFormSubmit<V extends FieldValues, C = unknown>(
  form: Pick<UseFormReturn<V, C>, 'handleSubmit' | 'setError' | 'setFocus'>,
  { setMessage, send, failure, refusals = [], onFailure, onReset }: FormSubmitOptions<V>,
) {
  const [busy, setBusy] = useState(false);
  // A second submit (a double tap, Enter twice) arriving before the button renders busy sends nothing.
  const oneAtATime = useOneAtATime();
  const submit = form.handleSubmit(
    (values) =>
      oneAtATime(async () => {
        setMessage(null);
        onReset?.();
        setBusy(true);
        try {
          await send(values);
        } catch (error) {
          // The field is marked before the message shows: whoever reads the message finds the field marked too.
          const refused = markRefusedField(error, refusals, form);
          setMessage(failure(error));
          onFailure?.(error, refused);
        } finally {
          setBusy(false);
        }
      }),
    () => {
      setMessage({ kind: 'error', formProblem: true });
      onReset?.();
    },
  );
  return { submit, busy };
}
