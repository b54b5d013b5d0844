import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration from schema.ts; hand-written SQL (extensions, triggers, EXCLUDE
// constraints) goes in `npx drizzle-kit generate --custom --name <what>` files. The same folder runs on PGlite and
// on a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
