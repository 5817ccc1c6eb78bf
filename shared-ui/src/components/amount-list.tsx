import { formatDollars } from 'shared-ui';
import './amount-list.css';

export interface AmountRow {
  label: string;
  /** Dollars, as the API sends them; negative for deductions (discount, funds used). */
  amount: number;
  strong?: boolean;
  testId?: string;
}

/** Label/amount pairs (totals, deposits, payments) as a definition list, amounts aligned right. */
export function AmountList({ rows, className }: { rows: readonly AmountRow[]; className?: string }) {
  return (
    <dl className={`fw-amounts${className ? ` ${className}` : ''}`}>
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? 'fw-amounts__row fw-amounts__row--strong' : 'fw-amounts__row'}>
          <dt>{row.label}</dt>
          {/* `|| 0` turns -0 (no discount) into 0, so it never reads '-$0.00'. */}
          <dd data-testid={row.testId}>{formatDollars(row.amount || 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
