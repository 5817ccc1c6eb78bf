import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout, MenuButton, MenuLinks } from 'shared-ui';
import { useMenuLinks } from './menu-links';

/**
 * The hamburger menu (spec §2: Profile and Orders for everyone, the admin screens for admins):
 * the menu entries of the route lists, for the session's role and permissions, in their order;
 * an entry that needs a setting of /api/config (Subscribe: PayPal) only once it is set; then
 * Logout (issue 40 item 8), as on the profile page.
 */
export function MainMenu() {
  const { t } = useTranslation('common');
  const links = useMenuLinks();
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

  return (
    <div className="shell-menu">
      <MenuButton ref={buttonRef} className="shell-menu__button" open={open} controls={menuId} onToggle={() => setOpen((o) => !o)} />
      <div ref={panelRef} id={menuId} className="shell-menu__panel" hidden={!open}>
        <MenuLinks label={t('nav.menu')} links={links} onChoose={() => setOpen(false)} />
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
