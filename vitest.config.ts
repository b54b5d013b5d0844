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
      // Two files at a time, one per core of the machines this runs on (Vitest's default leaves a core idle); for the
      // server that is two PGlite instances (~700 MB each), which fits.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            // The rules, and the tooling's own (lint's import layers).
            include: ['tests/domain/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            include: ['tests/web/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            // The uploads' tus client as a browser runs it (over XMLHttpRequest, which msw answers): its Node build,
            // which jsdom would otherwise get, reads only Node's buffers and streams, not a picked File.
            alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
            server: { deps: { inline: [/@uppy\/tus/] } },
            setupFiles: ['tests/web/setup.ts'],
            // A page drawn whole in jsdom (a gallery of 27 cards, the home page) takes 1–2 s on an idle two-core
            // machine and several times that while the other worker draws one too: Vitest's 5 s would fail a test
            // for the machine's load, not for what the page does.
            testTimeout: 20000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: process.env.TEST_DATABASE_URL ? perDatabaseServerTests() : ['tests/server/**/*.test.ts'],
            environment: 'node',
            // One module graph per worker, so the server is imported once per worker rather than once per file, and
            // every file's database is a copy of the worker's one migrated PGlite (tests/server/databases.ts). No
            // server test mocks a module; each builds its own app.
            isolate: false,
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
