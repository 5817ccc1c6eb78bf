import type { DiscountRule } from '@fireworks/core/contract';
import { NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, formatDollars } from 'shared-ui';

/** The Discount Rules list under the cart (spec §2), from GET /api/discounts. */
export function DiscountRulesList() {
  const { t } = useTranslation('cart');
  const [rules, setRules] = useState<DiscountRule[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<DiscountRule[]>('/api/discounts', { signal: controller.signal })
      .then(setRules)
      .catch((error: Error) => {
        // The list is informative only: the cart stays usable without it.
        if (error.name !== 'AbortError') setRules([]);
      });
    return () => controller.abort();
  }, []);

  if (rules === null) return null;
  return (
    <section className="sf-cart__rules" aria-labelledby="sf-cart-rules">
      <h2 id="sf-cart-rules">{t('rules.heading')}</h2>
      {rules.length === 0 ? (
        <p>{t('rules.none')}</p>
      ) : (
        <>
          <ul>
            {rules.map((rule) => (
              <li key={rule._id}>
                {rule.priceRange.max >= NO_MAX_DOLLARS
                  ? t('rules.ruleNoMax', { min: formatDollars(rule.priceRange.min), percent: rule.discountPercentage })
                  : t('rules.rule', {
                      min: formatDollars(rule.priceRange.min),
                      max: formatDollars(rule.priceRange.max),
                      percent: rule.discountPercentage,
                    })}
              </li>
            ))}
          </ul>
          <p className="sf-cart__hint">{t('rules.hint')}</p>
        </>
      )}
    </section>
  );
}
