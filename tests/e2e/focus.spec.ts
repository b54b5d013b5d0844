/**
 * Keyboard users must see where they are: the focus ring needs a contrast of at least 3:1 against the ground it
 * sits on (WCAG 2.2, 1.4.11), on the white pages as on the night-blue header and footer. axe does not check this.
 */
import type { Locator } from '@playwright/test';
import { test, expect, isPhone, untilSlidersLoaded } from './fixtures';

/** The colour of the focus ring drawn for `target`, on the element itself or on its ::after overlay. */
async function focusRingColour(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    for (const pseudo of [null, '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return style.outlineColor;
    }
    return 'none';
  });
}

function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the keyboard focus ring stands out on light and dark grounds', async ({
  page,
  consoleErrors,
  viewport,
}) => {
  const night = 'rgb(11, 26, 44)';
  const white = 'rgb(255, 255, 255)';
  async function expectVisibleRing(name: string, target: Locator, ground: string) {
    await target.focus();
    const ring = await focusRingColour(target);
    expect(ring, `${name} has a focus ring`).not.toBe('none');
    expect(contrast(ring, ground), `${name}: ring ${ring} on ${ground}`).toBeGreaterThanOrEqual(3);
  }

  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await untilSlidersLoaded(page);
  // A key press first, so the browser treats the focus that follows as keyboard focus (:focus-visible).
  await page.keyboard.press('Tab');
  await expectVisibleRing('header menu button', page.getByRole('button', { name: 'Abrir menu' }), night);
  await expectVisibleRing('news card', page.locator('.home-card__link').first(), white);
  await expectVisibleRing('footer link', page.locator('.site-footer a').first(), night);
  // On a phone the contacts sit in their own panel: bring it up, as a visitor would.
  if (isPhone(viewport?.width)) {
    await page.getByRole('tab', { name: 'Contatos' }).click();
    await page.keyboard.press('Tab');
  }
  await expectVisibleRing('contact e-mail', page.locator('main a[href^="mailto:"]').first(), white);
  expect(consoleErrors).toEqual([]);
});

test('the cookie notice never covers what has the keyboard focus (WCAG 2.4.11)', async ({
  page,
  consoleErrors,
}) => {
  // Instant scrolling, so positions can be read right after focus moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await untilSlidersLoaded(page);
  await page.keyboard.press('Tab');

  for (const [name, target] of [
    ['news card', page.locator('.home-card__link').nth(2)],
    ['footer link', page.locator('.site-footer a').first()],
    ['last footer link', page.locator('.site-footer a').last()],
  ] as const) {
    // Scroll so the element sits behind the notice, where tabbing down the page meets it, then focus it.
    await target.evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 24));
      (element as HTMLElement).focus();
    });
    const [focused, cover] = [await target.boundingBox(), await notice.boundingBox()];
    expect(focused && cover && focused.y + focused.height <= cover.y, `${name} is clear of the notice`).toBe(
      true,
    );
  }
  expect(consoleErrors).toEqual([]);
});

test('a download list opened just above the cookie notice is scrolled clear of it', async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/media-gallery');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  const download = page.getByRole('button', { name: /^Baixar: / }).first();
  await expect(download).toBeVisible();
  // 'Baixar' just above the notice's top edge, where a visitor scrolling the gallery meets it.
  const cover = (await notice.boundingBox())!;
  await download.evaluate((button, noticeTop) => {
    window.scrollBy(0, button.getBoundingClientRect().bottom - (noticeTop - 8));
  }, cover.y);

  await download.click();

  const sizes = page.locator(`#${await download.getAttribute('aria-controls')}`);
  await expect(sizes).toBeVisible();
  const list = (await sizes.boundingBox())!;
  const noticeNow = (await notice.boundingBox())!;
  expect(list.y + list.height, 'the whole list is above the notice').toBeLessThanOrEqual(noticeNow.y);
  expect(list.y, 'and below the top of the window').toBeGreaterThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
