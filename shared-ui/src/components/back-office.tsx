import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import './back-office.css';

export interface BackOfficeLink {
  to: string;
  label: string;
}

/**
 * The back office (issue 40 item 6): at 1024 px and wider a side navigation with every staff screen
 * the person may open beside the screen; narrower, the navigation collapses. `collapse: 'toggle'`
 * puts it behind its own menu button (the standalone console); `'hide'` leaves it to a menu the
 * page already has (the shell's hamburger lists the same screens).
 */
export function BackOfficeLayout({
  bar,
  links,
  collapse,
  children,
}: {
  bar: ReactNode;
  links: BackOfficeLink[];
  collapse: 'toggle' | 'hide';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const navId = useId();
  return (
    <div className={`fw-backoffice fw-backoffice--${collapse}`} data-open={open}>
      <div className="fw-backoffice__bar">
        {collapse === 'toggle' && (
          <button
            type="button"
            className="fw-backoffice__toggle"
            aria-expanded={open}
            aria-controls={navId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
          </button>
        )}
        {bar}
      </div>
      <div className="fw-backoffice__body">
        <nav id={navId} className="fw-backoffice__nav" aria-label={t('nav.backOffice')}>
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
        <div className="fw-backoffice__content">{children}</div>
      </div>
    </div>
  );
}
