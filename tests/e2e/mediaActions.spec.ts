import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Seeded: the T-Cross launch release comes with its album, which is its set under its text; car 1 is the T-Cross,
// version 1 its Urbano; company page 2 is História.
const newsTitle = 'Novo Aurora T-Cross chega às concessionárias a partir de R$ 139.990';
const shownTitle = newsTitle.replace(/-/g, '\u2011');

/** The release's address, found by its title in the news list as a reader would. */
async function releasePath(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/news/json?limit=50')).json()) as {
    news: { id: number; title: string }[];
  };
  const found = list.news.find((item) => item.title === newsTitle);
  expect(found, newsTitle).toBeTruthy();
  return `/news/${found!.id}`;
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a news item offers its main photo and every photo of its set with Ampliar, Baixar and Favoritar', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(await releasePath(page));
  await settled(page);

  const main = page.getByRole('group', { name: `Ações: ${newsTitle}`, exact: true });
  await expect(main.getByRole('button', { name: `Ampliar: ${shownTitle}`, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: `Favoritar: ${shownTitle}`, exact: true })).toBeVisible();
  await main.getByRole('button', { name: `Baixar: ${shownTitle}`, exact: true }).click();
  await expect(main.getByRole('button', { name: /^Grande/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const set = page.getByRole('region', { name: 'Fotos e vídeos' });
  const cards = set.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: /^Baixar: / })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Favoritar: / })).toBeVisible();
  }
  // The main photo is not shown a second time in the set.
  await expect(set.getByRole('img', { name: newsTitle })).toHaveCount(0);

  // A photo of the set taken at a size goes through the download terms.
  await cards
    .first()
    .getByRole('button', { name: /^Baixar: / })
    .click();
  await cards
    .first()
    .getByRole('button', { name: /^Média/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Termos de uso para download' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  expect(consoleErrors).toEqual([]);
});

test('the trail of a news item starts at Home, ends at the item, and never starts a line with its separator', async ({
  page,
}) => {
  await page.goto(await releasePath(page));
  await settled(page);
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  const steps = trail.getByRole('listitem');
  await expect(steps).toHaveText(['Home', 'Media Center', 'News', shownTitle]);
  await expect(steps.last()).toHaveAttribute('aria-current', 'page');
  // Each step but the last carries the separator at its end; nothing is drawn before a step, so whichever step a
  // line starts with, it starts with the step's name.
  const separators = await steps.evaluateAll((items) =>
    items.map((item) => [
      getComputedStyle(item, '::before').content,
      getComputedStyle(item, '::after').content.replace(/ \/ ""$/, ''),
    ]),
  );
  expect(separators).toEqual([
    ['none', '"›"'],
    ['none', '"›"'],
    ['none', '"›"'],
    ['none', 'none'],
  ]);
  // And the lines it wraps to each start at a step, at the trail's left edge.
  const lefts = await steps.evaluateAll((items) =>
    items.map((item) => Math.round(item.getClientRects()[0]!.left)),
  );
  const tops = await steps.evaluateAll((items) =>
    items.map((item) => Math.round(item.getClientRects()[0]!.top)),
  );
  tops.forEach((top, index) => {
    if (index > 0 && top > tops[index - 1]!) expect(lefts[index]).toBe(lefts[0]);
  });
});

for (const [name, address] of [
  ['the media center', '/media-center'],
  ['a car, with its photos and videos carousel', '/cars/car/1'],
  ['a car version, with its related list', '/cars/version/1/1'],
  ['a company page', '/company/2'],
] as const) {
  test(`${name} gives its photos their actions and has no serious or critical accessibility violation`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(address);
    await settled(page);
    await expect(
      page
        .locator('main')
        .getByRole('button', { name: /^Baixar: / })
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
