/**
 * The public content, through the real API, database and Chromium: a car's version and its PDF, the
 * news list with its paging and filters, share links, and the download terms.
 */
import { test, expect, isPhone } from './fixtures';

test('menu -> car -> version -> PDF gives a real PDF file', async ({ page, consoleErrors, viewport }) => {
  test.skip(isPhone(viewport?.width), 'one width is enough: the render is the same');
  test.setTimeout(90_000);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Carros' }).click();
  const cars = menu.getByRole('region', { name: 'Carros' });
  const car = cars.getByRole('button', { name: /^(?!Fechar)/ }).first();
  const carTitle = (await car.innerText()).trim();
  await car.click();
  const versions = menu.getByRole('region', { name: carTitle });
  await versions.getByRole('link', { name: `Abrir ${carTitle}` }).click();
  await expect(page).toHaveURL(/\/cars\/car\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(carTitle);

  await page.locator('a[href^="/cars/version/"]').first().click();
  await expect(page).toHaveURL(/\/cars\/version\/\d+\/\d+$/);
  const versionTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page.getByRole('navigation', { name: /trilha|breadcrumb/i })).toContainText(carTitle);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Esse processo pode levar alguns segundos:');
    void dialog.accept();
  });
  const popupPromise = page.waitForEvent('popup', { timeout: 60_000 });
  await page.getByRole('button', { name: /Baixar PDF/ }).click();
  const popup = await popupPromise;
  const pdfAddress = popup.url();
  await popup.close();
  const response = await page.request.get(pdfAddress);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  expect(versionTitle.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('an unknown news item answers 404 with noindex, and the page says so', async ({ page }) => {
  const response = await page.goto('/news/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Conteúdo não encontrado.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('/news shows 10 items, then 20 after Ver Mais News', async ({ page, consoleErrors }) => {
  await page.goto('/news');
  const items = page.locator('main').getByRole('article');
  await expect(items).toHaveCount(10);
  const firstTitle = await items.first().getByRole('heading').innerText();
  await page.getByRole('button', { name: 'Ver Mais News' }).click();
  await expect(items).toHaveCount(20);
  // Appended: the first item is still the first.
  await expect(items.first().getByRole('heading')).toHaveText(firstTitle);
  expect(consoleErrors).toEqual([]);
});

test('a news filter narrows the list', async ({ page, consoleErrors }) => {
  await page.goto('/news');
  const items = page.locator('main').getByRole('article');
  const more = page.getByRole('button', { name: 'Ver Mais News' });
  await expect(items).toHaveCount(10);
  await page.getByLabel('Categoria').selectOption({ label: 'Mobilidade Elétrica' });
  await expect(page).toHaveURL(/textEnum=E-Mobilities/);
  // The seed has 13 pages of news in all and under 20 about e-mobility: one more page ends the filtered list.
  await expect(items).toHaveCount(10);
  await more.click();
  // The button also hides while the next page loads: wait for the page to be appended, then for the end.
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect(more).toBeHidden();
  expect(await items.count()).toBeLessThanOrEqual(20);
  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Categoria')).toHaveValue('E-Mobilities');
  expect(consoleErrors).toEqual([]);
});

test('the news filter offers the cars the menu leaves out, and finds their news', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/news');
  await page.getByLabel('Categoria').selectOption({ label: 'Carros' });
  const car = page.getByLabel('Carro', { exact: true });
  // The seed keeps Lume Concept and Carcará out of the menu (`showMenu`); both have news.
  await expect(car.getByRole('option', { name: 'Aurora Carcará' })).toBeAttached();
  await car.selectOption({ label: 'Aurora Lume Concept' });
  await expect(page).toHaveURL(/textEnum=Carros&association_id=\d+$/);
  const headings = page.locator('main').getByRole('article').getByRole('heading');
  // Both of its news, in whatever order the seed dated them.
  await expect(headings).toHaveCount(2);
  expect((await headings.allInnerTexts()).sort()).toEqual([
    'Estudantes de design apresentam evolução do Lume Concept',
    'Lume Concept será testado em serviço de entregas em São Paulo',
  ]);
  await page.getByLabel('Versão').selectOption({ label: 'Lume Concept Entregas' });
  await expect(headings).toHaveText(['Lume Concept será testado em serviço de entregas em São Paulo']);
  expect(consoleErrors).toEqual([]);
});

test('share links carry the page address', async ({ page, consoleErrors, baseURL }) => {
  await page.goto('/news');
  await page.locator('main').getByRole('article').first().getByRole('link').first().click();
  // The page takes the item's full address, its slug after the id: the address it is shared by.
  await expect(page).toHaveURL(/\/news\/\d+\/[a-z0-9-]+$/);
  const pageUrl = page.url().replace(/^https?:\/\/[^/]+/, baseURL!);
  const encoded = encodeURIComponent(pageUrl);
  for (const name of [/LinkedIn/, /Facebook/, /WhatsApp/, /X|Twitter/]) {
    await expect(
      page.getByRole('link', { name: new RegExp(`Compartilhar.*${name.source}`) }),
    ).toHaveAttribute('href', new RegExp(encoded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  await expect(page.getByRole('link', { name: /Compartilhar.*e-mail/i })).toHaveAttribute('href', /^mailto:/);
  expect(consoleErrors).toEqual([]);
});

test('the download terms page stores the acceptance', async ({ page, consoleErrors }) => {
  await page.goto('/termos-legais/termodownload');
  const form = page.getByRole('form', { name: 'Aceite dos termos' });
  const accept = form.getByRole('button', { name: 'Aceitar' });
  const box = form.getByRole('checkbox');
  if (await box.isChecked()) await box.uncheck();
  await expect(accept).toBeDisabled();
  await box.check();
  await accept.click();
  await expect(page).toHaveURL(/\/termos-legais$/);
  expect(await page.evaluate(() => localStorage.getItem('downloadAccepted'))).toBe('accepted');
  expect(consoleErrors).toEqual([]);
});
