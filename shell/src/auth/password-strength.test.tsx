import { render, screen } from '@testing-library/react';
import { TestProviders } from 'shared-ui/testing';
import { PasswordStrength } from './password-strength';

/** The meter tells, as the password is typed, what the API would refuse (the same core rule). */
describe('PasswordStrength', () => {
  const refusal = () => screen.queryByTestId('password-refused');

  it.each([
    ['password', 'This password is too common or too easy to guess. Choose another one.'],
    ['12345678', 'This password is too common or too easy to guess. Choose another one.'],
    ['aaaaaaaa', 'This password is too common or too easy to guess. Choose another one.'],
    ['Abcde1', 'Password must be at least 8 characters.'],
    ['casey-jones', 'The password must not be your username or email address.'],
  ])('says why %s would be refused', async (password, message) => {
    render(<PasswordStrength password={password} personal={['casey-jones', 'casey@example.com']} />, { wrapper: TestProviders });
    expect(await screen.findByText(message)).toHaveAttribute('data-testid', 'password-refused');
  });

  it('says nothing more for a password the API accepts', async () => {
    render(<PasswordStrength password="Sparkle-2026" />, { wrapper: TestProviders });
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Password strength: Strong');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal()).not.toBeInTheDocument();
  });
});
