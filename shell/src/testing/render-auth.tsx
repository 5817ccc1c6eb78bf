/** For the shell's tests: the signed-out screens alone (sign-in at /, /sms-verify, /change-password/:token) at a path. */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestProviders } from 'shared-ui/testing';
import { AuthScreen } from '../auth/auth-screen';
import { ChangePasswordScreen } from '../auth/change-password-screen';
import { SmsVerifyScreen } from '../auth/sms-verify-screen';

export function renderAuthAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<AuthScreen />} />
        <Route path="/sms-verify" element={<SmsVerifyScreen />} />
        <Route path="/change-password/:token" element={<ChangePasswordScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}
