import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { mainNewsroom } from './tests/e2e/newsrooms';

/**
 * Browser tests in the machine's Chromium (never a downloaded one) against `npm start` on a fresh data folder,
 * on a port of its own so a newsroom already running on :3000 is left alone.
 *
 * `npm run test:e2e:streams` (scripts/e2e.mjs) runs two streams at once, each against a newsroom of its own so neither sees
 * the other's data: `E2E_STREAM=desktop` (1280 px, with the foreign provider's deployment) and `E2E_STREAM=phone`
 * (390 px, with the mobile build, and the desktop journeys listed in `secondStreamDesktop`, which balance the two).
 * Without `E2E_STREAM` (`npm run test:e2e`, what CI runs), one run does everything.
 */
const stream = process.env.E2E_STREAM as 'desktop' | 'phone' | undefined;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Desktop journeys the phone stream runs, so both streams take about as long; none needs the foreign provider, and
 * each makes its own data (the two newsrooms share nothing).
 */
const secondStreamDesktop = [
  'handover.spec.ts',
  'editorialPublish.spec.ts',
  'editorialFleet.spec.ts',
  'events.spec.ts',
  'editorialEvents.spec.ts',
];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const projects: PlaywrightTestConfig['projects'] =
  stream === 'desktop'
    ? [{ name: 'desktop', use: desktop, testIgnore: secondStreamDesktop }]
    : stream === 'phone'
      ? [
          { name: 'desktop', use: desktop, testMatch: secondStreamDesktop },
          { name: 'phone', use: phone },
        ]
      : [
          { name: 'desktop', use: desktop },
          { name: 'phone', use: phone },
        ];

export default defineConfig({
  testDir: 'tests/e2e',
  // Each stream its own: Playwright empties the folder when it starts.
  outputDir: stream ? `test-results/e2e-${stream}` : 'test-results/e2e',
  timeout: 30000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: mainNewsroom,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects,
  // The newsrooms the specs drive, started side by side (tests/e2e/newsrooms.ts).
  globalSetup: './tests/e2e/newsrooms.ts',
});
