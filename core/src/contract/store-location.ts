/**
 * The store's location (issue 40 item 3): address, opening hours per language and a map link,
 * shop settings an admin edits. Shown on the home page, the pickup pass, checkout and pickup e-mails.
 */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, REFUSED } from './common';
import { REQUEST_CAPS } from './limits';

const tags = ['settings'];

/** Loose bounds: the service checks each part's own limit so a problem gets a sentence, not a schema error. */
const SettingText = Type.String({ maxLength: REQUEST_CAPS.url });

export const StoreLocationBody = Type.Object(
  {
    address: SettingText,
    hours: Type.Object({ en: SettingText, es: SettingText }, { additionalProperties: false }),
    /** An http(s) link to a map of the store, or ''. */
    mapUrl: SettingText,
  },
  { additionalProperties: false },
);

/** Empty strings until an admin fills them in. */
export const StoreLocationAnswer = Type.Object(
  {
    address: Type.String(),
    hours: Type.Object({ en: Type.String(), es: Type.String() }),
    mapUrl: Type.String(),
  },
  { title: 'StoreLocation' },
);

export const StoreLocationRoutes = {
  getStoreLocation: {
    summary: "The store's address, opening hours and map link (empty strings until set)",
    tags,
    response: { 200: StoreLocationAnswer, ...errors() },
  },
  putStoreLocation: {
    ...needs('settings:edit'),
    summary: "Replace the store's address, opening hours and map link",
    tags,
    body: StoreLocationBody,
    response: { 200: StoreLocationAnswer, ...errors(REFUSED.body, REFUSED.admin) },
  },
};

export type StoreLocationAnswer = Static<typeof StoreLocationAnswer>;
export type StoreLocationBody = Static<typeof StoreLocationBody>;
