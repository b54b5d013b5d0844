import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** axe's WCAG 2.1 A/AA rules on the page as it stands; serious and critical findings fail the test. */
async function expectNoGraveViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(grave).toEqual([]);
}

test('the home page has no serious or critical accessibility violation', async ({ page, consoleErrors }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await expectNoGraveViolations(page);
  expect(consoleErrors).toEqual([]);
});

// Seeded ids: news 1 is the oldest news item, version 1 is T-Cross Urbano of car 1.
for (const [name, address] of [
  ['a news item', '/news/1'],
  ['a car version', '/cars/version/1/1'],
  ['the contacts', '/contacts'],
  ['the media gallery', '/media-gallery'],
  ['the search results', '/SearchPage?search=aurora'],
  ['the newsletter form', '/newsletter'],
] as const) {
  test(`${name} has no serious or critical accessibility violation`, async ({ page, consoleErrors }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoGraveViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('the favorites cart has no serious or critical accessibility violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/media-gallery');
  await page
    .getByRole('region', { name: 'Últimas fotos' })
    .getByRole('button', { name: /^Favoritar:/ })
    .first()
    .click();
  await page.goto('/carrinho');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  await expectNoGraveViolations(page);
  await page.getByRole('button', { name: 'Baixar todos' }).click();
  await expect(page.getByRole('dialog', { name: 'Receber por e-mail' })).toBeVisible();
  await expectNoGraveViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the sign-in page of the embedded provider and the profile form have no serious or critical violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/registry');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Entrar na Sala de Imprensa' })).toBeVisible();
  await expectNoGraveViolations(page);
  await page.getByLabel('E-mail').fill('jornalista@imprensa.test');
  await page.getByLabel('Senha').fill('imprensa123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoGraveViolations(page);
  expect(consoleErrors).toEqual([]);
});
