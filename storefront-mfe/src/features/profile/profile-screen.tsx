import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, logout as endSession, Page, useSession } from 'shared-ui';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import './profile.css';

type View = 'default' | 'email' | 'password';

/** Profile settings (spec §2, §4): one view at a time — details, change e-mail, change password. */
export default function ProfileScreen() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [view, setView] = useState<View>('default');
  const showDetails = () => setView('default');
  // Back from a view, focus returns to the button that opened it (it left the page meanwhile).
  const openers = { email: useRef<HTMLButtonElement>(null), password: useRef<HTMLButtonElement>(null) };
  const lastView = useRef<View>('default');
  useEffect(() => {
    const from = lastView.current;
    lastView.current = view;
    if (view === 'default' && from !== 'default') openers[from].current?.focus();
  });

  function logout() {
    void endSession();
    navigate('/');
  }

  return (
    <Page title={t('title')}>
      <div className="sf-profile fw-card">
        {view === 'default' && (
          <>
            <dl className="sf-profile__details">
              <dt>{t('username')}</dt>
              <dd>{user?.username}</dd>
              <dt>{t('emailAddress')}</dt>
              <dd data-testid="profile-email">{user?.email}</dd>
              <dt>{t('phonenumber')}</dt>
              <dd>{user?.phonenumber}</dd>
            </dl>
            <div className="sf-profile__actions">
              <Button ref={openers.email} onClick={() => setView('email')}>
                {t('changeEmail')}
              </Button>
              <Button ref={openers.password} onClick={() => setView('password')}>
                {t('changePassword')}
              </Button>
              <Button variant="secondary" onClick={logout}>
                {t('logout')}
              </Button>
            </div>
          </>
        )}
        {view === 'email' && <ChangeEmailForm onDone={showDetails} onCancel={showDetails} />}
        {view === 'password' && <ChangePasswordForm onCancel={showDetails} />}
      </div>
    </Page>
  );
}
