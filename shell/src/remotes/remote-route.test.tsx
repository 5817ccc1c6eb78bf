import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoute } from './remote-route';

jest.mock('./federation', () => ({ loadRemoteComponent: jest.fn() }));
const { loadRemoteComponent } = jest.requireMock('./federation') as { loadRemoteComponent: jest.Mock };

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a visible fallback when a remote cannot load, and retries on demand', async () => {
    loadRemoteComponent.mockRejectedValueOnce(new Error('manifest unreachable'));
    render(<RemoteRoute remote="admin" module="Users" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin console is unavailable right now.');

    loadRemoteComponent.mockResolvedValueOnce({ default: () => <p>users screen</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('users screen')).toBeInTheDocument();
  });
});
