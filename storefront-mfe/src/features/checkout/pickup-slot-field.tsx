import { slotTextParams } from '@fireworks/core/rules';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from 'shared-ui';
import type { PickupSlots } from './api';
import type { CheckoutFields } from './checkout-fields';

/** Choosing the pickup time among the upcoming slots (a full one is shown but cannot be chosen). */
export function PickupSlotField({
  slots,
  register,
  error,
}: {
  slots: PickupSlots;
  register: UseFormRegister<CheckoutFields>;
  error: FieldError | undefined;
}) {
  const { t, i18n } = useTranslation('checkout');
  return (
    <section className="sf-checkout__section" aria-labelledby="sf-checkout-slot">
      <h2 id="sf-checkout-slot">{t('pickup:chooseSlot')}</h2>
      {slots.length === 0 ? (
        <p>{t('pickup:noSlots')}</p>
      ) : (
        <div className="fw-field">
          <label className="fw-field__label" htmlFor="sf-checkout-slot-select">
            {t('pickup:chooseSlotHint')}
          </label>
          <select
            id="sf-checkout-slot-select"
            className="fw-field__input sf-checkout__slot"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sf-checkout-slot-error' : undefined}
            {...register('pickupSlotId', { validate: (value) => value !== '' || t('pickup:slotRequired') })}
          >
            <option value="">—</option>
            {slots.map((slot) => (
              <option key={slot._id} value={slot._id} disabled={slot.remaining <= 0}>
                {t(slot.remaining > 0 ? 'pickup:slotOption' : 'pickup:slotFull', {
                  ...slot,
                  ...slotTextParams(slot, i18n.language),
                })}
              </option>
            ))}
          </select>
          {error && (
            <FormMessage kind="error" id="sf-checkout-slot-error">
              {error.message}
            </FormMessage>
          )}
        </div>
      )}
    </section>
  );
}
