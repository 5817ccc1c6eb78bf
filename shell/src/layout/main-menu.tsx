import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { logout, menuOf, useRuntimeConfig } from 'shared-ui';
import { useShellRoutes } from '../remotes/route-lists';

/**
 * The hamburger menu (spec §2: Profile and Orders for everyone, the admin screens for admins):
 * the menu entries of the route lists, for the session's role and permissions, in their order;
 * an entry that needs a setting of /api/config (Subscribe: PayPal) only once it is set; then
 * Logout (issue 40 item 8), as on the profile page.
 */
export function MainMenu() {
  const { t, i18n } = useTranslation('common');
  const { permitted } = useShellRoutes();
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Close when a link is chosen, on Escape, or on a click outside.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  // The list carries the text in each language, for a key this shell's build does not know yet.
  const links = menuOf(permitted, config.data).map((route) => ({
    to: route.path,
    label: route.menu.texts?.[i18n.language] ?? t(route.menu.label),
  }));

  return (
    <div className="shell-menu">
      <button
        ref={buttonRef}
        type="button"
        className="shell-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      <div ref={panelRef} id={menuId} className="shell-menu__panel" hidden={!open}>
        <nav aria-label={t('nav.menu')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="shell-menu__logout"
          onClick={() => {
            setOpen(false);
            void logout();
            navigate('/');
          }}
        >
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}
