import type { Page } from '@playwright/test';
import { test, expect, expectNoGraveViolations, signInAtProvider } from './fixtures';

/** axe's WCAG 2.1 A/AA rules on the page as it stands; serious and critical findings fail the test. */
/** The page settled (its lazy parts loaded), then axe. */
async function expectNoGraveViolationsOnceIdle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expectNoGraveViolations(page);
}

test('the home page has no serious or critical accessibility violation', async ({ page, consoleErrors }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await expectNoGraveViolationsOnceIdle(page);
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
    await expectNoGraveViolationsOnceIdle(page);
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
  await expectNoGraveViolationsOnceIdle(page);
  await page.getByRole('button', { name: 'Baixar todos' }).click();
  await expect(page.getByRole('dialog', { name: 'Receber por e-mail' })).toBeVisible();
  await expectNoGraveViolationsOnceIdle(page);
  expect(consoleErrors).toEqual([]);
});

test('the sign-in page of the embedded provider and the profile form have no serious or critical violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/registry');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Entrar na Sala de Imprensa' })).toBeVisible();
  await expectNoGraveViolationsOnceIdle(page);
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoGraveViolationsOnceIdle(page);
  expect(consoleErrors).toEqual([]);
});

// A staff desk's rows stack on a phone and their cells flow as lines of text: an item's link then sits among other
// words and must stand apart from them by more than its colour (axe's link-in-text-block).
test('the staff desks have no serious or critical violation, on a desk and on a small phone', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'sets the widths itself');
  await page.goto('/redacao/eventos');
  await signInAtProvider(page, 'admin@imprensa.test');
  for (const [address, title] of [
    ['/redacao/eventos', 'Eventos'],
    ['/redacao/albuns', 'Álbuns'],
    ['/redacao/frota', 'Frota'],
    ['/redacao/pessoas', 'Pessoas'],
  ] as const) {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoGraveViolationsOnceIdle(page);
    }
  }
  expect(consoleErrors).toEqual([]);
});
