/**
 * The load scenarios of `pnpm bench`, in table order. Each one is measured on PGlite and on
 * PostgreSQL against a fresh shop (demo catalogue seeded, admin password ADMIN_PASSWORD):
 *   { name, label, prepare(shop) -> { method, path, headers?, body? } }
 * prepare() may create what the requests need through the shop's API (shop.url).
 * To add one (catalogue read, cart update, order creation): write scenarios/<name>.mjs and list it here.
 */
import login from './login.mjs';

export const SCENARIOS = [login];
