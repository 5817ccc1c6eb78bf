import { useTranslation } from 'react-i18next';
import logoUrl from '../assets/logo.svg';

/**
 * The shop's logo, name and line about the shop and its season (issue 18), for the signed-out
 * screens (the top bar has its own link home). Not a heading: each screen keeps its own h1.
 */
export function ShopBrand() {
  const { t } = useTranslation('common');
  return (
    <div className="shell-public-brand" data-testid="shop-brand">
      <img src={logoUrl} alt="" width={44} height={44} />
      <div>
        <p className="shell-public-brand__name">{t('shopName')}</p>
        <p className="shell-public-brand__tagline">{t('tagline')}</p>
      </div>
    </div>
  );
}
