import type { OrderDetail, PaymentMethod } from '@fireworks/core/contract';
import { REQUEST_CAPS } from '@fireworks/core/limits';
import { DATE_YEARS, isCalendarDate, PAYMENT_METHODS, receivedAfterToday } from '@fireworks/core/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, formatDollars, useOneAtATime, useSeason, useToast } from 'shared-ui';
import { TextField, useRequestKey } from 'shared-ui/forms';
import { paymentProblem } from '../../common/payment-problem';
import { useRecordPayment } from './api';

/** Today as 'YYYY-MM-DD' on this device's calendar (until the shop's today is known). */
function deviceToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Records a payment on the order (POST /api/orders/:id/payments): amount, method, reference, day received, note. */
export function RecordPaymentForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const record = useRecordPayment(order._id);
  const requestKey = useRequestKey();
  const methodId = useId();
  const messageId = useId();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('zelle');
  const [reference, setReference] = useState('');
  // The day the money arrived; null until the admin picks one: today on the shop's calendar.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const shopToday = useSeason().data?.today ?? deviceToday();
  const receivedAt = pickedDay ?? shopToday;
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'receivedAt' | 'server'; text: string } | null>(null);
  // A double tap (before the spinner disables the button) records the payment, and says so, once.
  // Still needed beside the shared Button, which ignores a tap only once it renders busy: a second
  // tap that lands before that render reaches this form (the double-tap test records twice without it).
  const oneAtATime = useOneAtATime();

  if (order.balanceDue <= 0) {
    return (
      <section className="ad-payment-form" aria-labelledby={`${messageId}-title`}>
        <h3 id={`${messageId}-title`} className="fw-order__subheading">
          {t('record.title')}
        </h3>
        <p className="fw-order__meta">{t('record.nothingDue')}</p>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void oneAtATime(() => check());
  }

  async function check() {
    const amountProblem = paymentProblem(amount, order.balanceDue, t);
    if (amountProblem) return setProblem({ field: 'amount', text: amountProblem });
    if (receivedAt && !isCalendarDate(receivedAt))
      return setProblem({ field: 'receivedAt', text: t('errors.receivedAtInvalid', DATE_YEARS) });
    if (receivedAt && receivedAfterToday(receivedAt, shopToday, new Date()))
      return setProblem({ field: 'receivedAt', text: t('errors.receivedAtInFuture', { today: shopToday }) });
    setProblem(null);
    const body = {
      amount: amount.trim(),
      method,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      // Received today: the day is left out and the server records the moment (the ledger and the
      // CSV then keep the real order of the day's payments). A back-dated day is sent alone: the
      // server keeps it as that day (noon on the shop's clock) and both show it as a day, never an
      // hour nobody entered, which is what an accountant reconciling a bank statement expects.
      ...(receivedAt && receivedAt !== shopToday ? { receivedAt } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    try {
      // Sending this payment again after a failure keeps its key: the server records it once.
      const answer = await record.mutateAsync({ body, idempotencyKey: requestKey.keyFor(body) });
      requestKey.done();
      toast.success(t('record.recorded', { amount: formatDollars(answer.payment.amount) }));
      setAmount('');
      setReference('');
      setNote('');
    } catch (error) {
      setProblem({ field: 'server', text: errorText(error, { failed: t('record.failed') }) });
    }
  }

  return (
    <form className="ad-payment-form" onSubmit={submit} noValidate aria-labelledby={`${messageId}-title`}>
      <h3 id={`${messageId}-title`} className="fw-order__subheading">
        {t('record.title')}
      </h3>
      <div className="ad-payment-form__fields">
        <TextField
          label={t('record.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={REQUEST_CAPS.amountText}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problem?.field === 'amount' ? problem.text : undefined}
        />
        <div className="fw-field">
          <label className="fw-field__label" htmlFor={methodId}>
            {t('record.method')}
          </label>
          <select id={methodId} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`payments.methods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('record.reference')}
          maxLength={REQUEST_CAPS.shortText}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <TextField
          label={t('record.receivedAt')}
          type="date"
          max={shopToday}
          value={receivedAt}
          onChange={(event) => setPickedDay(event.target.value)}
          error={problem?.field === 'receivedAt' ? problem.text : undefined}
        />
        <TextField
          className="ad-payment-form__note"
          label={t('record.note')}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem?.field === 'server' && <FormMessage kind="error">{problem.text}</FormMessage>}
      <Button type="submit" loading={record.isPending}>
        {t('record.submit')}
      </Button>
    </form>
  );
}
