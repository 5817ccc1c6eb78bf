import { useTranslation } from 'react-i18next';

/**
 * A category's name in the interface language, as the category bar shows it; a name outside the
 * shop's fixed list (older data) as it is stored.
 */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation('common');
  return (category) => t(`categories.${category}`, { defaultValue: category });
}
