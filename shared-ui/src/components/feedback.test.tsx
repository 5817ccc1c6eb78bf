import { render, screen } from '@testing-library/react';
import { ProgressBar } from './feedback';

describe('ProgressBar', () => {
  it('shows the fraction done as a percentage for screen readers and on screen', () => {
    render(<ProgressBar value={0.4} label="Uploading image" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });
});
