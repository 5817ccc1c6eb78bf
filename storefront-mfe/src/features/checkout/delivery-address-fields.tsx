import {
  DELIVERY_ADDRESS_LIMITS,
  type DeliveryAddressField,
  deliveryAddressProblems,
  normalizeDeliveryAddress,
} from '@fireworks/core/rules';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui/forms';

export type AddressFields = Record<DeliveryAddressField, string>;

/**
 * A delivery order's address (issue 40 item 2): street, city and ZIP, each checked by core's rule
 * (the server checks the same) with its sentence under the field.
 */
export function DeliveryAddressFields<F extends AddressFields>({
  register,
  getValues,
  errors,
}: {
  register: UseFormRegister<F>;
  getValues: UseFormGetValues<F>;
  errors: FieldErrors<F>;
}) {
  const { t } = useTranslation('checkout');
  const problemOf = (field: DeliveryAddressField) => () => {
    const values = getValues() as AddressFields;
    const problem = deliveryAddressProblems(normalizeDeliveryAddress(values)).find((p) => p.field === field);
    return problem ? t(`errors.address.${problem.code}`, 'max' in problem ? { max: problem.max } : {}) : true;
  };
  const field = (name: DeliveryAddressField) => register(name as Parameters<UseFormRegister<F>>[0], { validate: problemOf(name) });
  const message = (name: DeliveryAddressField) => (errors as FieldErrors<AddressFields>)[name]?.message;
  return (
    <fieldset className="sf-checkout__section sf-checkout__address" data-testid="delivery-address-fields">
      <legend className="sf-checkout__legend">{t('address.title')}</legend>
      <p className="sf-checkout__hint">{t('address.hint')}</p>
      <TextField
        label={t('address.street')}
        autoComplete="street-address"
        maxLength={DELIVERY_ADDRESS_LIMITS.street}
        {...field('street')}
        error={message('street')}
      />
      <div className="sf-checkout__address-row">
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          maxLength={DELIVERY_ADDRESS_LIMITS.city}
          {...field('city')}
          error={message('city')}
        />
        <TextField
          label={t('address.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          {...field('zip')}
          error={message('zip')}
        />
      </div>
    </fieldset>
  );
}
