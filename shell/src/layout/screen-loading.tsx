import { useTranslation } from 'react-i18next';
import { LoadingState } from 'shared-ui';

/** The loading state of a screen whose code or texts are still coming. */
export function ScreenLoading() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loading')} />;
}
