import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import type { DeskFilters } from './api';

type Choice = 'balance' | 'deposit' | 'pickup';

/** The desk's filters beyond the status toggle and the search: balance, deposit, pickup or delivery, and the days placed. */
export function OrderDeskFilters({ filters, onChange }: { filters: DeskFilters; onChange(next: DeskFilters): void }) {
  const { t } = useTranslation('orders');
  const ids = { balance: useId(), deposit: useId(), pickup: useId() };
  const choices: { key: Choice; label: string; options: [string, string][] }[] = [
    {
      key: 'balance',
      label: t('desk.balance'),
      options: [
        ['due', t('desk.balanceDue')],
        ['paid', t('desk.balancePaid')],
      ],
    },
    {
      key: 'deposit',
      label: t('desk.deposit'),
      options: [
        ['missing', t('desk.depositMissing')],
        ['paid', t('desk.depositPaid')],
      ],
    },
    {
      key: 'pickup',
      label: t('desk.fulfilment'),
      options: [
        ['true', t('desk.pickup')],
        ['false', t('desk.delivery')],
      ],
    },
  ];
  const set = (patch: Partial<DeskFilters>) => onChange({ ...filters, ...patch });
  const anySet = filters.balance || filters.deposit || filters.pickup || filters.from || filters.to;
  return (
    <fieldset className="ad-desk-filters">
      <legend className="fw-visually-hidden">{t('desk.filters')}</legend>
      {choices.map(({ key, label, options }) => (
        <div className="fw-field" key={key}>
          <label className="fw-field__label" htmlFor={ids[key]}>
            {label}
          </label>
          <select id={ids[key]} value={filters[key]} onChange={(event) => set({ [key]: event.target.value } as Partial<DeskFilters>)}>
            <option value="">{t('desk.any')}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ))}
      <TextField
        label={t('desk.from')}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextField
        label={t('desk.to')}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <Button variant="secondary" disabled={!anySet} onClick={() => set({ balance: '', deposit: '', pickup: '', from: '', to: '' })}>
        {t('desk.clear')}
      </Button>
    </fieldset>
  );
}
