/**
 * Shared set-up of the browser tests: the analytics host is answered locally (this machine has no internet, and a
 * test must not depend on Google), and every console error or uncaught page error fails the test.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export const isPhone = (width: number | undefined) => (width ?? 1280) < 992;
