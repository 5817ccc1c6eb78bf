import type { Order } from '@fireworks/core/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, formatDollars } from 'shared-ui';
import { TextField } from 'shared-ui/forms';

/** Handing over with a balance due: the reason is required (checked here, and by the server). */
export function UnpaidHandover({
  order,
  pending,
  onConfirm,
  onCancel,
}: {
  order: Order;
  pending: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('pickup');
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  // It replaces the button just pressed: the keyboard goes to the reason to type.
  useEffect(() => setFocus('reason'), [setFocus]);
  const amount = formatDollars(order.balanceDue);
  return (
    <form
      className="ad-pickup__unpaid"
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit(({ reason }) => onConfirm(reason.trim()))}
    >
      <h3 id={titleId}>{t('admin.handOverTitle', { amount })}</h3>
      <p>{t('admin.handOverHint')}</p>
      <TextField
        label={t('admin.reason')}
        autoComplete="off"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason', { validate: (value) => value.trim() !== '' || t('admin.reasonRequired') })}
      />
      <div className="ad-form__actions">
        <Button type="submit" variant="danger" loading={pending}>
          {t('admin.confirmHandOver')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
