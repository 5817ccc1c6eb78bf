/** For the shell's tests: the whole route table at a path (the test mocks the remotes' federation), with what the shell gives it. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TestProviders } from 'shared-ui/testing';
import { AppRoutes } from '../routes';

export function renderAppAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}
