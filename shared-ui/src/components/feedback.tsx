import type { ReactNode } from 'react';

/** A spinner with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="fw-loading" role="status">
      <span className="fw-spinner" aria-hidden="true" />
      <span className="fw-visually-hidden">{label}</span>
    </span>
  );
}

/** A centred loading state for a whole page or panel. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="fw-loading-state">
      <span className="fw-spinner" aria-hidden="true" />
      <span role="status">{label}</span>
    </div>
  );
}

/** Progress of long work (uploads): an accessible progress bar with a percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="fw-progress">
      <div
        className="fw-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="fw-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <span className="fw-progress__text" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}

/** An inline message under a form: errors in red (announced at once), successes in green. */
export function FormMessage({ kind, children, id }: { kind: 'error' | 'success' | 'info'; children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} className={`fw-message fw-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="fw-empty">{children}</p>;
}
