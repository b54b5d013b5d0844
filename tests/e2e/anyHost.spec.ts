import { test, expect } from './fixtures';

/**
 * Media addresses are relative, so the site works under any address it is reached by: here 127.0.0.1 rather than
 * the configured localhost (before, every image pointed at PUBLIC_URL and broke).
 */
test('every image loads when the site is opened at 127.0.0.1', async ({ page, baseURL, consoleErrors }) => {
  const port = new URL(baseURL!).port;
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/media/')) failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/media/') && response.status() >= 400) {
      failed.push(`${response.url()}: ${response.status()}`);
    }
  });

  await page.goto(`http://127.0.0.1:${port}/home`);
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeAttached();
  // Down the whole page, so the lazy images come into range and load.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');

  const images = await page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      src: img.currentSrc || img.src,
      complete: img.complete,
      width: img.naturalWidth,
    })),
  );
  const loaded = images.filter((image) => image.complete);
  expect(loaded.length, 'images loaded').toBeGreaterThan(3);
  expect(loaded.filter((image) => image.width === 0).map((image) => image.src)).toEqual([]);
  expect(loaded.every((image) => new URL(image.src).hostname === '127.0.0.1')).toBe(true);
  expect(failed).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
