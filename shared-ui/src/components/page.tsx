import type { ReactNode } from 'react';
import { ScreenHeading } from './screen-heading';

/** A screen's frame: one h1 and the content, in a centred column. */
export function Page({
  title,
  children,
  actions,
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`fw-page${wide ? ' fw-page--wide' : ''}`}>
      <header className="fw-page__header">
        <ScreenHeading className="fw-page__title">{title}</ScreenHeading>
        {actions && <div className="fw-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
