import type { DiscountRule } from '@fireworks/core/contract';
import { NO_MAX_DOLLARS } from '@fireworks/core/rules';
import type { TFunction } from 'i18next';

/** Dollars as the spec shows them in a rule: whole amounts bare ('1000'), others with cents ('999.99'). */
export function formatRuleAmount(dollars: number): string {
  return Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
}

/** 'Price Range: $min - $max, Discount: N%', or 'Price Range: $min+, Discount: N%' with no maximum. */
export function discountRuleText(t: TFunction, rule: DiscountRule): string {
  const params = {
    min: formatRuleAmount(rule.priceRange.min),
    max: formatRuleAmount(rule.priceRange.max),
    percentage: rule.discountPercentage,
  };
  return rule.priceRange.max >= NO_MAX_DOLLARS ? t('admin:discounts.ruleNoMax', params) : t('admin:discounts.rule', params);
}
