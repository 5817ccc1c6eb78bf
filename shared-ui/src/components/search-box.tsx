import { useId } from 'react';

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
}

export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="fw-search">
      <label htmlFor={id} className="fw-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="fw-field__input fw-search__input"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
