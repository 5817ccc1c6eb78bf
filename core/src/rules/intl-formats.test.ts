import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters built once', () => {
  it('gives back the same formatter for the same locale and options', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', timeZone: 'UTC' };
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(numberFormat('es-US', { maximumFractionDigits: 2 })).toBe(numberFormat('es-US', { maximumFractionDigits: 2 }));
  });

  it('builds a separate formatter for another locale or other options, each formatting as asked', () => {
    const day = new Date(Date.UTC(2026, 6, 4));
    const english = dateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const spanish = dateTimeFormat('es-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const short = dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(new Set([english, spanish, short]).size).toBe(3);
    expect(english.format(day)).toBe('July 4');
    expect(spanish.format(day)).toBe('4 de julio');
    expect(short.format(day)).toBe('Jul 4');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(12.5)).toBe('$12.50');
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(12.5)).toBe('13');
  });
});
