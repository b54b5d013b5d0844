import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

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
const port = Number(process.env.E2E_PORT ?? (stream === 'phone' ? 3104 : 3100));
const baseURL = `http://localhost:${port}`;
const mainDataDir = port === 3100 ? 'var/e2e' : `var/e2e-${port}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** tests/e2e/foreignProvider/foreign.env names both addresses: the build made for them is fixed at these. */
export const foreignProvider = 'http://127.0.0.1:4114';
export const foreignNewsroom = 'http://localhost:3102';
/** The mobile flavour's build, served by a newsroom of its own, for the tests of the app's web view (mobileApp.spec.ts). */
export const mobileNewsroom = 'http://localhost:3103';
/**
 * `E2E_MAIN_ONLY=1` starts only the newsroom on `E2E_PORT`: for running one area's specs beside another run (the
 * other three servers hold fixed ports). The mobile and foreign-provider specs need the full set.
 */
const mainOnly = process.env.E2E_MAIN_ONLY === '1';
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
const withMobile = !mainOnly && stream !== 'desktop';
const withForeign = !mainOnly && stream !== 'phone';

export default defineConfig({
  testDir: 'tests/e2e',
  // Each stream its own: Playwright empties the folder when it starts.
  outputDir: stream ? `test-results/e2e-${stream}` : 'test-results/e2e',
  timeout: 30000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
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
  webServer: [
    {
      command: `rm -rf ${mainDataDir} && npm start`,
      url: `${baseURL}/api/health`,
      // The suite signs in dozens of times from one address: more than the 10 a minute a person gets.
      env: {
        PORT: String(port),
        DATA_DIR: mainDataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        SIGN_IN_LIMIT_PER_MINUTE: '300',
        // The journeys request a car many times a day as the same journalist, in both projects.
        LOAN_REQUESTS_PER_DAY: '100',
      },
      timeout: 180000,
      // `E2E_REUSE=1`: a newsroom already started on E2E_PORT with the settings above (for trying one spec again).
      reuseExistingServer: process.env.E2E_REUSE === '1',
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...(withMobile
      ? ([
          // The mobile flavour, built the way the README says (VITE_FLAVOUR from the shell), on the embedded defaults.
          {
            command:
              'rm -rf var/e2e-mobile && node scripts/build-if-stale.mjs --out var/e2e-mobile-web && tsx server/main.ts',
            url: `${mobileNewsroom}/api/health`,
            env: {
              VITE_FLAVOUR: 'mobile',
              PORT: '3103',
              DATA_DIR: 'var/e2e-mobile',
              WEB_DIR: 'var/e2e-mobile-web',
              PUBLIC_URL: mobileNewsroom,
              LOG_LEVEL: 'warn',
            },
            timeout: 240000,
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'pipe',
          },
        ] as const)
      : []),
    ...(withForeign
      ? ([
          // A provider the newsroom did not embed, and a deployment signing in through it (foreignProvider.spec.ts).
          {
            command: 'node tests/e2e/foreignProvider/provider.mjs',
            url: `${foreignProvider}/.well-known/openid-configuration`,
            env: { FOREIGN_IDP_PORT: '4114', NEWSROOM_URL: foreignNewsroom },
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'ignore',
          },
          {
            // A DEV build made for that provider, served in production mode: no demo accounts or content, an SMTP
            // server that is never reached (nothing is mailed in the test).
            command:
              'rm -rf var/e2e-foreign && node scripts/build-if-stale.mjs --mode dev --out var/e2e-foreign-web && tsx server/main.ts',
            url: `${foreignNewsroom}/api/health`,
            env: {
              WEB_SETTINGS_FILE: 'tests/e2e/foreignProvider/foreign.env',
              NODE_ENV: 'production',
              PORT: '3102',
              DATA_DIR: 'var/e2e-foreign',
              WEB_DIR: 'var/e2e-foreign-web',
              PUBLIC_URL: foreignNewsroom,
              OIDC_ISSUER: foreignProvider,
              OIDC_CLIENT_ID: 'newsroom-foreign',
              LINK_SECRET: 'segredo-do-teste-de-navegador-com-32-caracteres-ou-mais',
              SMTP_URL: 'smtp://127.0.0.1:2',
              LOG_LEVEL: 'warn',
            },
            timeout: 180000,
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'pipe',
          },
        ] as const)
      : []),
  ],
});
