import type { DiscountRule } from '@fireworks/core/contract';
import { NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { formatDollars, i18n } from './i18n';

/**
 * A discount tier as every screen shows it: the spec's words and separator kept exactly
 * ('Price Range: $min - $max, Discount: N%'), the amounts formatted ('$1,000.00 - $2,499.99'),
 * or '$2,500.00+' when the rule has no maximum. The cart's list and the admin's Discount Rules
 * use this one text.
 */
export function discountRuleText(rule: Pick<DiscountRule, 'priceRange' | 'discountPercentage'>): string {
  const { min, max } = rule.priceRange;
  const percent = rule.discountPercentage;
  return max >= NO_MAX_DOLLARS
    ? i18n.t('cart:rules.ruleNoMax', { min: formatDollars(min), percent })
    : i18n.t('cart:rules.rule', { min: formatDollars(min), max: formatDollars(max), percent });
}
