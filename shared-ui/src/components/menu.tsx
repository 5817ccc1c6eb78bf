import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** A menu entry: where it leads and its text in the interface language. */
export interface MenuLink {
  to: string;
  label: string;
}

/**
 * The hamburger button that opens and closes a menu (the shell's top bar, the console's back
 * office): 44 px, its name says what a press does.
 */
export function MenuButton({
  open,
  controls,
  onToggle,
  className,
  ref,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('common');
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
      </svg>
    </button>
  );
}

/** A named navigation of links, the current one marked (NavLink's `active`); choosing one calls onChoose. */
export function MenuLinks({
  links,
  label,
  id,
  className,
  onChoose,
}: {
  links: MenuLink[];
  label: string;
  id?: string;
  className?: string;
  onChoose: () => void;
}) {
  return (
    <nav id={id} className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onChoose}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
