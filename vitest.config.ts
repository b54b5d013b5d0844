import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three projects: pure rules (node), the web app (jsdom, Testing Library, msw) and the API (node, app.inject on
// PGlite, or on a PostgreSQL server when TEST_DATABASE_URL names one). Browser tests are Playwright's
// (npm run test:e2e).

/**
 * With TEST_DATABASE_URL (CI's PostgreSQL pass), the server tests that run on each database
 * (`describe.each(testDatabases)` in tests/server/databases.ts); the others (pure rules, PGlite's data folder,
 * Chromium, the seed's pictures) depend on no database server and ran in the first pass.
 */
function perDatabaseServerTests(): string[] {
  return readdirSync('tests/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `tests/server/${file}`)
    .filter((file) => /describe\.each\(testDatabases\)|testDatabases\.find/.test(readFileSync(file, 'utf8')));
}

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'development' }), {
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'web',
            include: ['tests/web/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/web/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: process.env.TEST_DATABASE_URL ? perDatabaseServerTests() : ['tests/server/**/*.test.ts'],
            environment: 'node',
            // Each file opens its own PGlite (~700 MB, a few seconds): two at a time fits this machine.
            maxWorkers: 2,
            // Runs after the web and domain projects, so the PGlite instances don't compete with jsdom for memory.
            sequence: { groupOrder: 1 },
            testTimeout: 30000,
            hookTimeout: 120000,
          },
        },
      ],
    },
  }),
);
