import type { Order, PaymentMethod } from '@fireworks/core/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, formatDollars, useOneAtATime, useToast } from 'shared-ui';
import { TextField, useRequestKey } from 'shared-ui/forms';
import { paymentProblem, typedAmount } from '../../common/payment-problem';
import { useCollectPayment } from './api';
import { useShowCurrent } from './use-show-current';

const METHODS: PaymentMethod[] = ['cash', 'zelle', 'venmo', 'other'];

/** "Collect $X": the amount (the balance by default) and the method, recorded as a payment. */
export function CollectForm({
  order,
  onChange,
  buttonRef,
}: {
  order: Order;
  onChange(order: Order): void;
  buttonRef: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('pickup');
  const { t: tOrders } = useTranslation('orders');
  const toast = useToast();
  const methodId = useId();
  const collect = useCollectPayment();
  // Collecting the same amount again after a failure keeps its key: the server records it once.
  const requestKey = useRequestKey();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ amount: string; method: PaymentMethod }>({
    defaultValues: { amount: order.balanceDue.toFixed(2), method: 'cash' },
  });
  // The button names what will be recorded, and nothing while what is typed is no amount.
  const typed = typedAmount(watch('amount'));
  const showCurrent = useShowCurrent(onChange);
  // A double tap records (and announces) the payment once.
  const oneAtATime = useOneAtATime();

  const submit = handleSubmit(({ amount, method }) =>
    oneAtATime(async () => {
      const body = { amount: amount.trim(), method };
      try {
        const answer = await collect.mutateAsync({ orderId: order._id, body, idempotencyKey: requestKey.keyFor(body) });
        requestKey.done();
        onChange(answer.order);
        toast.success(t('admin.paymentRecorded', { amount: formatDollars(answer.payment.amount) }));
      } catch (caught) {
        toast.error(errorText(caught));
        await showCurrent(order);
      }
    }),
  );

  return (
    <form className="ad-pickup__collect" onSubmit={submit} noValidate aria-label={t('admin.collectTitle')}>
      <TextField
        label={t('admin.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount', { validate: (amount) => paymentProblem(amount, order.balanceDue, tOrders) ?? true })}
      />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={methodId}>
          {t('admin.method')}
        </label>
        <select id={methodId} {...register('method')}>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`orders:payments.methods.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={collect.isPending} ref={buttonRef}>
        {typed === null ? t('admin.collectNoAmount') : t('admin.collect', { amount: formatDollars(typed) })}
      </Button>
    </form>
  );
}
