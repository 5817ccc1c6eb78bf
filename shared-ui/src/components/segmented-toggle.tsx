import type { ReactNode } from 'react';

interface SegmentedToggleProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange(value: T): void;
}

/** Two or more mutually exclusive choices (Approved/Unapproved, UNCOMPLETE/COMPLETE). */
export function SegmentedToggle<T extends string>({ label, value, options, onChange }: SegmentedToggleProps<T>) {
  return (
    <fieldset className="fw-segmented">
      <legend className="fw-visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="fw-segmented__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
