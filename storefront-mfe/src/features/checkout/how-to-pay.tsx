import { formatPhoneNumber, PAYMENT_MEMO, paymentAppsText } from '@fireworks/core/rules';
import { useTranslation } from 'react-i18next';
import { MemoSentence } from 'shared-ui/orders';

/** How to pay: the payment apps and phone, the deposit rule, the memo, and what follows for pickup or delivery. */
export function HowToPay({ isPickup, paymentPhone }: { isPickup: boolean; paymentPhone: string }) {
  const { t, i18n } = useTranslation('checkout');
  const phone = formatPhoneNumber(paymentPhone);
  return (
    <section className="sf-checkout__section" aria-labelledby="sf-checkout-how">
      <h2 id="sf-checkout-how">{t('howToPay')}</h2>
      {/* The order page's and the e-mails' sentences; the order number joins the memo once the order is placed. */}
      <p>{t('orders:instructions.payBy', { apps: paymentAppsText(i18n.language), phone })}</p>
      <p>{t('depositRule')}</p>
      <p>
        <strong>
          <MemoSentence messageKey="instructions.memo" memo={PAYMENT_MEMO} />
        </strong>
      </p>
      <p>{isPickup ? t('pickupNote') : <strong>{t('deliveryInstruction')}</strong>}</p>
    </section>
  );
}
