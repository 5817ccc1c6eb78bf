import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, formatDollars } from 'shared-ui';

/**
 * The customer's store funds (GET /api/fundsinacct), so they know of them before checkout, the only
 * other place that says them; nothing while the balance is $0.00 or not read. Read again on every
 * visit and on return to the tab (one number): an order placed with funds, or completed with funds
 * bought, changes it meanwhile.
 */
export function FundsBalance() {
  const { t } = useTranslation('orders');
  const funds = useQuery({
    queryKey: ['funds'],
    queryFn: ({ signal }) => api('GET /api/fundsinacct', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  if (!funds.data || funds.data <= 0) return null;
  return (
    <p className="fw-order__meta" data-testid="funds-balance">
      {t('funds', { amount: formatDollars(funds.data) })}
    </p>
  );
}
