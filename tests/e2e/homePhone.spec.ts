/** The home page on a phone: what it downloads, how its panels move under a finger, where its tab bar sticks. */
import type { Page } from '@playwright/test';
import type { HomeResponse } from '../../src/domain/content';
import { test, expect, isPhone, untilSlidersLoaded } from './fixtures';

test.beforeEach(({ viewport }) => {
  test.skip(!isPhone(viewport?.width), 'phone layout');
});

const mediaPath = (url: string) => new URL(url, 'http://x').pathname;
/** A JPEG rendition or any of its siblings (AVIF, WebP, the 320/640 px thumbnails) as one picture. */
const pictureOf = (file: string) => file.replace(/(-(320|640))?\.(jpg|avif|webp)$/, '');

/** A one-finger swipe through Chromium's real input pipeline (the touchscreen API only taps). */
async function swipe(page: Page, from: { x: number; y: number }, dx: number, dy = 0) {
  const cdp = await page.context().newCDPSession(page);
  const point = (step: number) => ({ x: from.x + (dx * step) / 10, y: from.y + (dy * step) / 10 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a phone downloads the first banner slides only, and no car thumbnail before the Carros tab comes near', async ({
  page,
  request,
  consoleErrors,
}) => {
  const home = (await (await request.get('/api/home/json/')).json()) as HomeResponse;
  const slideFiles = home.destaque.map((slide) =>
    [slide.media, slide.mediaMed, slide.mediaLow].map((url) => pictureOf(mediaPath(url))),
  );
  const thumbnails = new Set(home.cars.map((car) => pictureOf(mediaPath(car.mediaThumb))));
  expect(slideFiles.length, 'the seed has a banner worth checking').toBeGreaterThan(2);

  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/media/')) requested.push(pictureOf(mediaPath(req.url())));
  });
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');

  const slidesRequested = slideFiles
    .map((files, index) => (files.some((file) => requested.includes(file)) ? index : -1))
    .filter((index) => index >= 0);
  expect(slidesRequested, 'banner slides whose media was fetched').toContain(0);
  expect(
    slidesRequested.every((index) => index <= 1),
    `slides ${slidesRequested.join(', ')}`,
  ).toBe(true);
  expect(requested.filter((file) => thumbnails.has(file))).toEqual([]);

  // Opening Carros brings its thumbnails.
  await page.getByRole('tab', { name: 'Carros' }).click();
  await expect.poll(() => requested.filter((file) => thumbnails.has(file)).length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('the panels follow a swipe, and the swipe leaves no "Ignored attempt to cancel" in the console', async ({
  page,
  consoleErrors,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  // The cookie question answered: its notice, fixed at the bottom, would take the finger instead of the panel.
  await page.addInitScript(() => localStorage.setItem('acceptCookies', 'false'));
  await page.goto('/home');
  const news = page.getByRole('tabpanel', { name: 'News' });
  await expect(news.getByRole('link').first()).toBeVisible();
  await untilSlidersLoaded(page);
  const box = (await news.boundingBox())!;
  const viewport = page.viewportSize()!;
  const from = { x: viewport.width * 0.8, y: Math.min(box.y + 120, viewport.height - 80) };

  await swipe(page, from, -viewport.width * 0.6);
  await expect(page.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(600); // the slide animation
  await swipe(page, from, -viewport.width * 0.6, 8); // a finger is never perfectly level
  await expect(page.getByRole('tab', { name: 'Carros' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(600);
  await swipe(page, from, viewport.width * 0.6);
  await expect(page.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true');

  // An up-or-down drag over the panels still scrolls the page.
  const before = await page.evaluate(() => window.scrollY);
  await swipe(page, { x: from.x, y: from.y }, 0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  await expect(page.getByRole('tab', { name: 'Galeria' })).toHaveAttribute('aria-selected', 'true');

  expect(messages.filter((text) => text.includes('Ignored attempt to cancel'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the tab bar sticks exactly at the header edge, without a jump, and a new tab opens at its top', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('tabpanel', { name: 'News' }).getByRole('link').first()).toBeVisible();
  const tabBar = page.locator('[data-stuck]');
  const edges = () =>
    page.evaluate(() => ({
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      bar: document.querySelector('[data-stuck]')!.getBoundingClientRect().top,
    }));

  for (let y = 0; y <= 800; y += 25) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const { header, bar } = await edges();
    expect(bar, `at ${y} px the bar is never under the header`).toBeGreaterThanOrEqual(header - 0.5);
  }
  const { header, bar } = await edges();
  expect(Math.abs(bar - header)).toBeLessThan(1);
  await expect(tabBar).toHaveAttribute('data-stuck', 'true');

  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole('tab', { name: 'Social' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Social' });
  await expect
    .poll(async () => {
      const [panelBox, barBox] = [await panel.boundingBox(), await tabBar.boundingBox()];
      return Math.abs(panelBox!.y - (barBox!.y + barBox!.height));
    })
    .toBeLessThan(2);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tabBar).toHaveAttribute('data-stuck', 'false');
  expect(consoleErrors).toEqual([]);
});
