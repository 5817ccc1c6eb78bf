import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cartBadgeText, selectIsStaff, useCartCount, useSession } from 'shared-ui';
import logoUrl from '../assets/logo.svg';
import { LanguageToggle } from './language-toggle';
import { MainMenu } from './main-menu';

/**
 * The cart's link with its badge: its own component so that the cart's answer (which often lands
 * after the first screen is drawn) draws only the badge again, not the whole top bar and menu.
 */
function CartLink() {
  const { t } = useTranslation('common');
  const count = useCartCount();
  return (
    <Link to="/cart" className="shell-cart" aria-label={t('nav.cartWithCount', { count })}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1l3.6-6.6A1 1 0 0 0 21.6 5H5.2L4.3 3H1v2h2l3.6 7.6-1.4 2.5A2 2 0 0 0 7 18h12v-2H7.4l.9-2Z"
        />
      </svg>
      <span className="shell-cart__badge" data-testid="cart-badge">
        {cartBadgeText(count)}
      </span>
    </Link>
  );
}

export function TopBar() {
  const { t } = useTranslation('common');
  // Staff work in the back office (issue 40 item 6): no cart (admins have no add-to-cart controls, spec §6).
  const staff = useSession(selectIsStaff);
  return (
    <header className="shell-topbar">
      <Link to="/homepage" className="shell-brand">
        <img src={logoUrl} alt="" width={40} height={40} />
        <span className="shell-brand__text">
          <span className="shell-brand__name">{t('shopName')}</span>
          <span className="shell-brand__tagline">{t('tagline')}</span>
        </span>
      </Link>
      <div className="shell-topbar__actions">
        <LanguageToggle />
        {!staff && <CartLink />}
        <MainMenu />
      </div>
    </header>
  );
}
