import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, LoadingState } from 'shared-ui';

/**
 * Shows the loading state or the load error (with a retry) of a query, else its content (kept when
 * a later read fails). `below` (a list's add form) shows once the query has loaded or failed: it
 * appears with the list instead of jumping down as the list arrives (no layout shift).
 */
export function LoadStatus<T>({
  query,
  loadingLabel,
  children,
  below,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
  loadingLabel: string;
  children(data: T): ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isError && query.data === undefined) {
    return (
      <>
        <div className="ad-load-error" role="alert">
          <p>{t('common.loadError', { message: errorText(query.error) })}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
        {below}
      </>
    );
  }
  if (query.isPending || query.data === undefined) return <LoadingState label={loadingLabel} />;
  return (
    <>
      {children(query.data)}
      {below}
    </>
  );
}
