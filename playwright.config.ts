import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in the machine's Chromium (never a downloaded one) against `npm start` on a fresh data folder,
 * on a port of its own so a newsroom already running on :3000 is left alone.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'rm -rf var/e2e && npm start',
    url: `${baseURL}/api/health`,
    // The suite signs in dozens of times from one address: more than the 10 a minute a person gets.
    env: {
      PORT: String(port),
      DATA_DIR: 'var/e2e',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_MINUTE: '300',
    },
    timeout: 180000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
