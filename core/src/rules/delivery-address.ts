/**
 * A delivery order's address (issue 40 item 2): street, city and ZIP code. One rule for the
 * checkout form and the server, so the form never lets through what the server refuses.
 */

export interface DeliveryAddress {
  street: string;
  city: string;
  zip: string;
}

export const DELIVERY_ADDRESS_LIMITS = { street: 200, city: 100 } as const;

export type DeliveryAddressField = keyof DeliveryAddress;

export type DeliveryAddressProblem =
  | { code: 'streetMissing'; field: 'street' }
  | { code: 'streetTooLong'; field: 'street'; max: number }
  | { code: 'cityMissing'; field: 'city' }
  | { code: 'cityTooLong'; field: 'city'; max: number }
  | { code: 'zipInvalid'; field: 'zip' };

/** US ZIP code: 5 digits, or ZIP+4. */
const ZIP = /^\d{5}(-\d{4})?$/;

const tidy = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

/** The address as stored: each part trimmed, inner runs of spaces (and line breaks) made one space. */
export function normalizeDeliveryAddress(input: Partial<Record<DeliveryAddressField, unknown>>): DeliveryAddress {
  return { street: tidy(input.street), city: tidy(input.city), zip: tidy(input.zip) };
}

/** Every problem of a normalized address, in the form's field order (empty: it can be delivered to). */
export function deliveryAddressProblems(address: DeliveryAddress): DeliveryAddressProblem[] {
  const problems: DeliveryAddressProblem[] = [];
  if (address.street === '') problems.push({ code: 'streetMissing', field: 'street' });
  else if (address.street.length > DELIVERY_ADDRESS_LIMITS.street)
    problems.push({ code: 'streetTooLong', field: 'street', max: DELIVERY_ADDRESS_LIMITS.street });
  if (address.city === '') problems.push({ code: 'cityMissing', field: 'city' });
  else if (address.city.length > DELIVERY_ADDRESS_LIMITS.city)
    problems.push({ code: 'cityTooLong', field: 'city', max: DELIVERY_ADDRESS_LIMITS.city });
  if (!ZIP.test(address.zip)) problems.push({ code: 'zipInvalid', field: 'zip' });
  return problems;
}

/** One line for e-mails, the CSV and the order pages: '12 Main St, Austin 78701'. */
export function formatDeliveryAddress(address: DeliveryAddress): string {
  return `${address.street}, ${address.city} ${address.zip}`;
}
