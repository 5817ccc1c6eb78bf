import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  it('links its hint and error to the input', () => {
    render(<TextField label="Funds to add" hint="In dollars" error="Too much" />);
    const input = screen.getByLabelText('Funds to add');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In dollars Too much');
  });

  it('announces an error that appears while the person types, politely and without an alert', () => {
    const { rerender } = render(<TextField label="Funds to add" announceError />);
    // The live region is on the page before the error, so screen readers notice what enters it.
    const region = screen.getByTestId('field-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Funds to add" announceError error="Funds to add must be an amount." />);
    expect(region).toHaveTextContent('Funds to add must be an amount.');
    expect(screen.getByLabelText('Funds to add')).toHaveAccessibleDescription('Funds to add must be an amount.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds no live region when errors only appear on submit', () => {
    render(<TextField label="Name" error="Name is required." />);
    expect(screen.queryByTestId('field-announcer')).not.toBeInTheDocument();
  });
});
