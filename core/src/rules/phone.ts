/** US phone numbers are kept as 10 digits ('5550101234'). */

/** '5550101234' -> '(555) 010-1234'; anything that is not 10 digits is shown as it is. */
export function formatPhoneNumber(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** '5550101234' -> 'tel:+15550101234' (numbers are US numbers, sent with +1). */
export function phoneHref(digits: string): string {
  return `tel:+1${digits.replace(/\D/g, '')}`;
}
