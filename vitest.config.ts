import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three projects: pure rules (node), the web app (jsdom, Testing Library, msw) and the API (node, app.inject on
// PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set). Browser tests are Playwright's (npm run test:e2e).
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
            include: ['tests/server/**/*.test.ts'],
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
