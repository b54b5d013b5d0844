import { test, expect } from './fixtures';

test('an unknown address goes to /home', async ({ page, consoleErrors }) => {
  // The address is no page: a crawler hears 404; the visitor is taken home.
  const response = await page.goto('/nada-por-aqui/123');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the side menu walks three levels and closes', async ({ page, consoleErrors }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  await menu.getByRole('button', { name: 'Empresa' }).click();
  const level2 = menu.getByRole('region', { name: 'Empresa' });
  // The company tree's page id 1 is the section root.
  await expect(level2.getByRole('link', { name: 'Abrir Empresa' })).toHaveAttribute('href', '/company');

  // The entries that open a third level are buttons; the level's own close control is not one of them.
  const entry = level2.getByRole('button', { name: /^(?!Fechar)/ }).first();
  const entryTitle = (await entry.innerText()).trim();
  await entry.click();
  const level3 = menu.getByRole('region', { name: entryTitle });
  await expect(level3.getByRole('link', { name: `Abrir ${entryTitle}` })).toHaveAttribute(
    'href',
    /^\/company\/\d+$/,
  );
  await expect(level3.getByRole('link').nth(1)).toHaveAttribute('href', /^\/company\/\d+\/\d+$/);

  await page.keyboard.press('Escape');
  await expect(level3).toBeHidden();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();

  // Following a link closes the menu and opens the page.
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Empresa' }).click();
  await level2.getByRole('link', { name: 'Abrir Empresa' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the cookie notice stays away once accepted, and only then analytics loads', async ({
  page,
  consoleErrors,
}) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager\.com/.test(request.url())) analyticsRequests.push(request.url());
  });
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests).toEqual([]);

  await notice.getByRole('button', { name: 'Aceitar' }).click();
  await expect(notice).toBeHidden();
  await expect.poll(() => analyticsRequests.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
