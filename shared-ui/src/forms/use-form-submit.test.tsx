import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, i18n } from 'shared-ui';
import { type FormNotice, failureNotice, noticeText } from './form-notice';
import { useFormSubmit } from './use-form-submit';

type Fields = { name: string; code: string };

/** A form with two fields; a refusal of the code is about the code field. */
function CodeForm({ send, onFailure }: { send: (values: Fields) => Promise<void>; onFailure?: (error: unknown) => void }) {
  const form = useForm<Fields>({ defaultValues: { name: 'casey', code: '123456' } });
  const [message, setMessage] = useState<FormNotice | null>(null);
  const { submit, busy } = useFormSubmit(form, {
    setMessage,
    send,
    failure: (error) => failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:anErrorOccurred' }),
    refusals: [['code', ['auth:errors.codeExpired']]],
    onFailure,
  });
  const invalid = (name: keyof Fields) => (form.formState.errors[name] ? true : undefined);
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" aria-invalid={invalid('name')} {...form.register('name')} />
      <input aria-label="Code" aria-invalid={invalid('code')} {...form.register('code')} />
      <button type="submit" aria-busy={busy || undefined}>
        Send
      </button>
      <p role="status">{message ? noticeText(message, (key) => i18n.t(key), form.formState.errors) : ''}</p>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('is busy while the call runs, then shows the refusal with its field marked and focused, the text selected', async () => {
    let refuse = () => {};
    const onFailure = jest.fn();
    const expired = i18n.t('auth:errors.codeExpired');
    render(
      <CodeForm
        send={() =>
          new Promise((_, reject) => {
            refuse = () => reject(new ApiError(400, expired, { error: expired }));
          })
        }
        onFailure={onFailure}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    refuse();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(expired));
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect([code.selectionStart, code.selectionEnd]).toEqual([0, 6]);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('shows a failure about no field without marking one, and clears the message on the next submit', async () => {
    let calls = 0;
    render(
      <CodeForm
        send={async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'Server error', null);
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(i18n.t('auth:anErrorOccurred'))).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(calls).toBe(2);
  });

  it('sends once when the form is submitted twice before the busy button has rendered (a double tap or Enter)', async () => {
    let answer = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<CodeForm send={send} />);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;
    // Both submits in one task: React has not rendered the busy state between them.
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'));
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy'));
    expect(send).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
