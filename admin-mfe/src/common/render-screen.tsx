/** Component tests: an admin screen with what the shell gives it (query client, toasts, router). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TestProviders } from 'shared-ui/testing';

export function renderScreen(screen: ReactElement) {
  return render(<MemoryRouter>{screen}</MemoryRouter>, { wrapper: TestProviders });
}
