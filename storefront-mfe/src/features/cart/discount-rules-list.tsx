import { useTranslation } from 'react-i18next';
import { discountRuleText } from 'shared-ui';
import { useDiscountRules } from './api';

/** The Discount Rules list under the cart (spec §2), from GET /api/discounts. */
export function DiscountRulesList() {
  const { t } = useTranslation('cart');
  const query = useDiscountRules();
  if (query.isPending) return null;
  // The list is informative only: the cart stays usable without it.
  const rules = query.data ?? [];
  return (
    <section className="sf-cart__rules" aria-labelledby="sf-cart-rules">
      <h2 id="sf-cart-rules">{t('rules.heading')}</h2>
      {rules.length === 0 ? (
        <p>{t('rules.none')}</p>
      ) : (
        <>
          <ul>
            {rules.map((rule) => (
              <li key={rule._id}>{discountRuleText(rule)}</li>
            ))}
          </ul>
          <p className="sf-cart__hint">{t('rules.hint')}</p>
        </>
      )}
    </section>
  );
}
