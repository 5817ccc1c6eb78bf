import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingState } from 'shared-ui';
import type { Resource } from './useResource';

/** Shows the loading state or the load error (with a retry) of a resource, else its content. */
export function LoadStatus<T>({
  resource,
  loadingLabel,
  children,
}: {
  resource: Resource<T>;
  loadingLabel: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (resource.error !== null) {
    return (
      <div className="ad-load-error" role="alert">
        <p>{t('common.loadError', { message: resource.error })}</p>
        <Button variant="secondary" onClick={resource.reload}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (resource.data === null) return <LoadingState label={loadingLabel} />;
  return <>{children(resource.data)}</>;
}
