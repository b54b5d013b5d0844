import type { Page } from '@playwright/test';
import { test, expect, isPhone, untilSlidersLoaded } from './fixtures';

/** The banner's headline lies over the bottom of its picture, not above or below it. */
async function expectHeadlineOverPicture(page: Page) {
  const slide = page.locator('.home-banner .slick-slide[aria-hidden="false"] .home-banner__slide').first();
  await expect(slide.locator('img').first()).toBeVisible();
  const picture = (await slide.locator('img').first().boundingBox())!;
  const caption = (await slide.locator('.home-banner__caption').boundingBox())!;
  expect(caption.y).toBeGreaterThanOrEqual(picture.y);
  expect(Math.abs(caption.y + caption.height - (picture.y + picture.height))).toBeLessThan(2);
}

test.describe('home page', () => {
  test('shows the living newsroom on a wide screen', async ({ page, consoleErrors, viewport }, testInfo) => {
    test.skip(isPhone(viewport?.width), 'desktop layout');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$|\/home$/);
    for (const heading of ['Notícias', 'Últimas fotos e vídeos', 'Carros', 'Social', 'Contatos']) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    }
    // Seeded content, through the real API and database.
    await expect(page.getByRole('link', { name: /T\u2011Cross/ }).first()).toBeAttached();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeAttached();
    await untilSlidersLoaded(page);
    await expectHeadlineOverPicture(page);
    await page.screenshot({ path: testInfo.outputPath('home-1280.png'), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test('becomes five swipeable panels with a tab bar on a phone', async ({
    page,
    consoleErrors,
    viewport,
  }, testInfo) => {
    test.skip(!isPhone(viewport?.width), 'phone layout');
    const fullSizeRequests: string[] = [];
    page.on('request', (request) => {
      if (/-full\.(jpe?g|png)$/.test(request.url())) fullSizeRequests.push(request.url());
    });
    await page.goto('/home');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['News', 'Galeria', 'Carros', 'Social', 'Contatos']);
    await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    await untilSlidersLoaded(page);
    await expectHeadlineOverPicture(page);
    await page.getByRole('tab', { name: 'Carros' }).click();
    await expect(page.getByRole('tab', { name: 'Carros' })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: testInfo.outputPath('home-390.png'), fullPage: true });
    expect(fullSizeRequests, 'a phone never downloads the full-size photos').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
