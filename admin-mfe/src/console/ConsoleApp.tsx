import { SnackbarProvider } from 'notistack';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Outlet, Route, Routes } from 'react-router-dom';
import { Button, TOAST_DURATION_MS, useSession } from 'shared-ui';
import AuditLogScreen from '../features/audit/AuditLogScreen';
import DiscountsScreen from '../features/discounts/DiscountsScreen';
import InviteCodesScreen from '../features/invites/InviteCodesScreen';
import AdminOrdersScreen from '../features/orders/AdminOrdersScreen';
import UsersScreen from '../features/users/UsersScreen';
import { ConsoleLogin } from './ConsoleLogin';
import { LanguageButton } from './LanguageButton';
import { useConsoleSession } from './useConsoleSession';

function ConsoleLayout() {
  const { t } = useTranslation(['common', 'admin']);
  const signOut = useSession((s) => s.signOut);
  const links = [
    { to: '/manageusers', label: t('nav.manageUsers') },
    { to: '/manageInviteCodes', label: t('nav.manageInviteCodes') },
    { to: '/managediscounts', label: t('nav.manageDiscounts') },
    { to: '/orders', label: t('nav.orders') },
    { to: '/audit-log', label: t('nav.auditLog') },
  ];
  return (
    <div className="console">
      <header className="console-bar">
        <span className="console-bar__title">
          {t('shopName')} · {t('admin:console.title')}
        </span>
        <nav aria-label={t('nav.menu')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageButton />
        <Button variant="secondary" onClick={signOut}>
          {t('nav.logout')}
        </Button>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </div>
  );
}

function RequireAdmin() {
  const isAdmin = useSession((s) => s.token !== null && s.user?.admin === true);
  return isAdmin ? <ConsoleLayout /> : <Navigate to="/" replace />;
}

function Start() {
  const isAdmin = useSession((s) => s.token !== null && s.user?.admin === true);
  return isAdmin ? <Navigate to="/manageusers" replace /> : <ConsoleLogin />;
}

/** The admin screens as their own app, for deployment on a separate host. */
export function ConsoleApp() {
  useConsoleSession();
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Start />} />
          <Route element={<RequireAdmin />}>
            <Route path="/manageusers" element={<UsersScreen />} />
            <Route path="/manageInviteCodes" element={<InviteCodesScreen />} />
            <Route path="/managediscounts" element={<DiscountsScreen />} />
            <Route path="/orders" element={<AdminOrdersScreen />} />
            <Route path="/audit-log" element={<AuditLogScreen />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BrowserRouter>
    </SnackbarProvider>
  );
}
