/**
 * Favorites follow the signed-in journalist: two photos favorited signed in on one device are there, beside the ones
 * favorited signed out on another, once that one signs in too; newest first, each photo once. Signing out takes the
 * list off the browser, and the account keeps it.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { displayTitle } from '../../src/domain/format';
import { test, expect, signInAtProvider, storedUser } from './fixtures';

const journalist = 'jornalista@imprensa.test';
const photosOf = (page: Page) => page.getByRole('region', { name: 'Últimas fotos' }).getByRole('listitem');
const favoritesButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Favoritos, / });

/** Favorites the `n`th photo of /media-gallery; answers its name as the card shows it. */
async function favoritePhoto(page: Page, n: number): Promise<string> {
  const button = photosOf(page)
    .nth(n)
    .getByRole('button', { name: /^Favoritar: / });
  const name = (await button.getAttribute('aria-label'))!.replace(/^Favoritar: /, '');
  await button.click();
  await expect(photosOf(page).nth(n).getByRole('status')).toHaveText('Adicionado aos favoritos');
  return name;
}

/**
 * The names of the account's list, as the API answers it to the journalist's session, written as the site shows them
 * (T-Cross with its non-breaking hyphens).
 */
async function accountNames(page: Page): Promise<string[]> {
  const { token } = (await storedUser(page)) as { token: string };
  const answer = await page.request.get('/api/favorites', { headers: { authorization: token } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { favorites: { name: string }[] }).favorites.map((item) =>
    displayTitle(item.name),
  );
}

/** From /media-gallery, through the header's Entrar and the provider, back to /media-gallery signed in. */
async function signIn(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await signInAtProvider(page, journalist);
  await expect(page).toHaveURL(/\/media-gallery$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

/** A second device: a fresh browser context shaped like the test's own (desktop or phone). */
async function anotherDevice(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  await context.addInitScript(() => localStorage.setItem('acceptCookies', 'false'));
  return context;
}

test('favorites made signed in on one device are there after signing in on another, merged with its own', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  await page.context().addInitScript(() => localStorage.setItem('acceptCookies', 'false'));
  await page.goto('/media-gallery');
  await signIn(page);
  // The desktop and phone runs share the newsroom: start from an empty account.
  const { token } = (await storedUser(page)) as { token: string };
  const emptied = await page.request.put('/api/favorites', {
    headers: { authorization: token },
    data: { favorites: [] },
  });
  expect(emptied.status()).toBe(200);
  await page.reload();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, nenhum item');

  const first = await favoritePhoto(page, 0);
  const second = await favoritePhoto(page, 1);
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 2 itens');
  await expect.poll(() => accountNames(page)).toEqual([second, first]);

  // The other device, signed out: one photo of its own, and one the account has already.
  const device = await anotherDevice(browser, testInfo);
  const other = await device.newPage();
  const otherErrors: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error') otherErrors.push(message.text());
  });
  other.on('pageerror', (error) => otherErrors.push(error.message));
  await other.goto('/media-gallery');
  const own = await favoritePhoto(other, 2);
  expect(await favoritePhoto(other, 1)).toBe(second);
  await expect(favoritesButton(other)).toHaveAccessibleName('Favoritos, 2 itens');

  await signIn(other);
  await expect(favoritesButton(other)).toHaveAccessibleName('Favoritos, 3 itens');
  await other.goto('/carrinho');
  const names = other.locator('.favorites-list').getByRole('heading', { level: 2 });
  // Newest first: the photo favorited again here last, then this device's own, then the first device's.
  await expect(names).toHaveText([second, own, first]);
  expect(await accountNames(other)).toEqual([second, own, first]);

  // Back on the first device, a new page shows the account's list.
  await page.reload();
  await expect(favoritesButton(page)).toHaveAccessibleName('Favoritos, 3 itens');

  // Signing out takes the list off the second device; the account keeps it.
  await other.getByRole('banner').getByRole('button', { name: 'Menu do usuário' }).click();
  await other.getByRole('button', { name: 'Sair' }).click();
  await expect(other).toHaveURL(/\/home$/);
  await expect(favoritesButton(other)).toHaveAccessibleName('Favoritos, nenhum item');
  expect(await other.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');
  expect(await accountNames(page)).toEqual([second, own, first]);

  // Emptied on the first device ('Limpar favoritos'), emptied in the account: the next run starts clean.
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Limpar favoritos' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Favoritos está vazio')).toBeVisible();
  await expect.poll(() => accountNames(page)).toEqual([]);

  await device.close();
  expect(otherErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
