import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema with `pnpm --filter @fireworks/api db:generate`
// and committed; the server applies them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
