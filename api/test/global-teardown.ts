/** Runs once after the API tests: drops the PostgreSQL template database of global-setup.ts. */
import { dropPgDatabase } from './pg-databases';

export default async function globalTeardown() {
  const template = process.env.FIREWORKS_PG_TEMPLATE;
  if (template) await dropPgDatabase(template);
}
