import { useTranslation } from 'react-i18next';
import { useCheckoutOptions } from './checkout-options';

/**
 * Pickup or delivery, chosen on the checkout page (issue 40 item 7): the same choice as the spec's
 * pickup checkbox in the cart (one store, so each shows what the other set).
 */
export function FulfilmentChoice() {
  const { t } = useTranslation('checkout');
  const { isPickup, setPickup } = useCheckoutOptions();
  return (
    <fieldset className="sf-checkout__section sf-checkout__fulfilment">
      <legend className="sf-checkout__legend">{t('fulfilment.legend')}</legend>
      <label className="sf-checkout__choice">
        <input type="radio" name="sf-checkout-fulfilment" checked={!isPickup} onChange={() => setPickup(false)} />
        {t('fulfilment.delivery')}
      </label>
      <label className="sf-checkout__choice">
        <input type="radio" name="sf-checkout-fulfilment" checked={isPickup} onChange={() => setPickup(true)} />
        {t('fulfilment.pickup')}
      </label>
    </fieldset>
  );
}
