import { type FormEvent, type ReactNode, useId } from 'react';

/** An admin form in a card, named by its heading (so it is a landmark a screen reader can jump to). */
export function FormCard({
  title,
  onSubmit,
  children,
  narrow = false,
}: {
  title: string;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  /** On a wide screen, a few short fields keep a readable width instead of spanning the page. */
  narrow?: boolean;
}) {
  const titleId = useId();
  return (
    <form
      className={narrow ? 'fw-card ad-form ad-form--narrow' : 'fw-card ad-form'}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </form>
  );
}
