/**
 * The route table (spec §2). Signed-out visitors reach only /, /sms-verify (with a captured phone)
 * and /change-password/:token; everything else sends them to /. Admin screens send non-admins to /.
 * Screens come from the remotes; the auth screens live in the shell.
 */
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { selectIsAdmin, useSession } from 'shared-ui';
import { AuthScreen } from './auth/AuthScreen';
import { ChangePasswordScreen } from './auth/ChangePasswordScreen';
import { SmsVerifyScreen } from './auth/SmsVerifyScreen';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { NotFound } from './NotFound';
import { RemoteRoute } from './remotes/RemoteRoute';

function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? children : <Navigate to="/" replace />;
}

function RequireAdmin({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  const isAdmin = useSession(selectIsAdmin);
  return signedIn && isAdmin ? children : <Navigate to="/" replace />;
}

/** Screens whose admin version lives in the admin remote (item editing, all orders). */
function ByRole({ module }: { module: string }) {
  const isAdmin = useSession(selectIsAdmin);
  return <RemoteRoute remote={isAdmin ? 'admin' : 'storefront'} module={module} />;
}

function Home() {
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <Navigate to="/homepage" replace /> : <AuthScreen />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<Home />} />
        <Route path="/sms-verify" element={<SmsVerifyScreen />} />
        <Route path="/change-password/:token" element={<ChangePasswordScreen />} />
      </Route>
      <Route
        path="/fireworks-enlarged"
        element={
          <RequireAuth>
            <RemoteRoute remote="storefront" module="Enlarged" />
          </RequireAuth>
        }
      />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route path="/homepage" element={<RemoteRoute remote="storefront" module="Home" />} />
        <Route path="/fireworks" element={<Navigate to="/fireworks/assortments" replace />} />
        <Route path="/fireworks/:category" element={<ByRole module="Catalog" />} />
        <Route path="/cart" element={<RemoteRoute remote="storefront" module="Cart" />} />
        <Route path="/checkout" element={<RemoteRoute remote="storefront" module="Checkout" />} />
        <Route path="/profile" element={<RemoteRoute remote="storefront" module="Profile" />} />
        <Route path="/orders" element={<ByRole module="Orders" />} />
        <Route path="/subscribe" element={<RemoteRoute remote="storefront" module="Subscribe" />} />
        <Route
          path="/manageusers"
          element={
            <RequireAdmin>
              <RemoteRoute remote="admin" module="Users" />
            </RequireAdmin>
          }
        />
        <Route
          path="/manageInviteCodes"
          element={
            <RequireAdmin>
              <RemoteRoute remote="admin" module="InviteCodes" />
            </RequireAdmin>
          }
        />
        <Route
          path="/managediscounts"
          element={
            <RequireAdmin>
              <RemoteRoute remote="admin" module="Discounts" />
            </RequireAdmin>
          }
        />
        <Route
          path="/audit-log"
          element={
            <RequireAdmin>
              <RemoteRoute remote="admin" module="AuditLog" />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
