import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CategoryBar } from './CategoryBar';
import { TopBar } from './TopBar';

/** The frame of every signed-in screen (spec §2): top bar, category bar, then the screen. */
export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="shell">
      <a className="fw-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar />
      <CategoryBar />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
