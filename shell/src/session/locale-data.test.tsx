import { render } from '@testing-library/react';
import { useLocaleDataWarmUp } from './locale-data';

function WarmUp() {
  useLocaleDataWarmUp();
  return null;
}

it('builds the season line’s date format and the price format in a task of their own after the first render', () => {
  jest.useFakeTimers();
  const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
  const numberFormats = jest.spyOn(Intl, 'NumberFormat');
  try {
    render(<WarmUp />);
    expect(dateFormats).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(dateFormats).toHaveBeenCalledWith('en-US', expect.objectContaining({ month: 'long', day: 'numeric', timeZone: 'UTC' }));
    expect(numberFormats).toHaveBeenCalledWith('en-US', expect.objectContaining({ style: 'currency', currency: 'USD' }));
  } finally {
    dateFormats.mockRestore();
    numberFormats.mockRestore();
    jest.useRealTimers();
  }
});
