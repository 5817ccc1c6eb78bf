import type { CartTotalsResponse } from '@fireworks/core/contract';
import { REQUEST_CAPS } from '@fireworks/core/limits';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDollars } from 'shared-ui';
import { Checkbox, TextField } from 'shared-ui/forms';
import type { CheckoutFields } from './checkout-fields';

/** Funds to add to the order, and using the funds already on the account (the amounts come from the server). */
export function FundsSection({
  register,
  fundsError,
  totals,
}: {
  register: UseFormRegister<CheckoutFields>;
  fundsError: string | null;
  totals: CartTotalsResponse | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <section className="sf-checkout__section" aria-labelledby="sf-checkout-funds">
      <h2 id="sf-checkout-funds">{t('funds')}</h2>
      <TextField
        label={t('fundsToAdd')}
        hint={t('fundsToAddHint')}
        inputMode="decimal"
        maxLength={REQUEST_CAPS.amountText}
        {...register('fundsToAdd')}
        error={fundsError ?? undefined}
        announceError
      />
      <Checkbox
        label={t('useFunds', { amount: formatDollars(totals?.availableFunds ?? 0) })}
        disabled={!totals || totals.availableFunds <= 0}
        {...register('useFunds')}
      />
    </section>
  );
}
