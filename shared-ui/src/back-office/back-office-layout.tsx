import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuLink, MenuLinks } from 'shared-ui';
import './back-office.css';

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
  links: MenuLink[];
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
          <MenuButton className="fw-backoffice__toggle" open={open} controls={navId} onToggle={() => setOpen((o) => !o)} />
        )}
        {bar}
      </div>
      <div className="fw-backoffice__body">
        <MenuLinks id={navId} className="fw-backoffice__nav" label={t('nav.backOffice')} links={links} onChoose={() => setOpen(false)} />
        <div className="fw-backoffice__content">{children}</div>
      </div>
    </div>
  );
}
