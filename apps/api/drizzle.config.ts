/**
 * drizzle-kit reads the schema and writes SQL migrations to ./drizzle (committed; never edit one that
 * has been applied anywhere). Generate with `npm run db:generate -w @shop/api`; things Drizzle cannot
 * express go in `npx drizzle-kit generate --custom --name=<what>`.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
