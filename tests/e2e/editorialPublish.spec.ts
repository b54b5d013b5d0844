/**
 * The press office publishes, and the journalists who follow the subject are told: a journalist follows a car
 * ('Seguir'); redacao@ writes a news item about it with two photos uploaded in the editor (one made its main
 * photo), and schedules it a minute ahead. Before that minute a visitor finds it nowhere; the local newsroom's clock
 * is then moved past it (`POST /dev/clock`, which a deployment refuses), and the item is on the home page, in /news,
 * in the search and in the RSS feed. Moved past the hour's alert, the follower's e-mail is in the outbox, and its
 * one-click unsubscribe link ends the following. At 1280 px; axe on the editor on the way.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { brazilLocalOf } from '../../src/domain/brazilTime';
import { displayTitle } from '../../src/domain/format';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

/** Moves the newsroom's clock forward; answers its new time. */
async function moveClock(request: APIRequestContext, seconds: number) {
  const response = await request.post('/dev/clock', { data: { seconds } });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** A camera's JPEG of one colour, as Uppy's file input takes it. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 2400, height: 1600, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function publicTitles(request: APIRequestContext) {
  const response = await request.get('/api/news/json?limit=50');
  return ((await response.json()) as { news: { title: string }[] }).news.map((item) => item.title);
}

async function expectShownAfterReload(page: Page, path: string, title: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The titles the search page lists for `query`, once its answer is in. Its heading and trail repeat the query, so
 * the page's text can't tell whether the item was found: its result titles can.
 */
async function searchResultTitles(page: Page, query: string): Promise<string[]> {
  await page.goto(`/SearchPage?search=${encodeURIComponent(query)}`);
  await expect(page.locator('.search-page__status')).toHaveText(
    /^(\d+ resultados?|Não foram encontrados resultados)$/,
  );
  return page.locator('.search-result__title').allInnerTexts();
}

test('redacao schedules a news item with two uploaded photos; it appears at its minute and its follower is told', async ({
  browser,
  baseURL,
  request,
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; the journey runs once');
  test.setTimeout(240_000);
  const errors: string[] = [];
  const title = `Aurora Vento ganha a série Quimera ${Date.now().toString(36)}`;

  // The journalist follows the car the item will be about.
  const journalist = await signedIn(browser, baseURL!, 'jornalista@imprensa.test', '/registry', errors);
  await journalist.page.goto('/cars/car/2');
  await journalist.page.getByRole('button', { name: 'Seguir' }).click();
  await expect(journalist.page.getByRole('button', { name: 'Seguindo' })).toBeVisible();

  // The press office writes it, with two photos uploaded in the editor.
  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  await desk.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await desk.locator('.ProseMirror').fill('A série especial chega às concessionárias em dezembro.');
  await desk
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles([
      await photo('vento-quimera-frente.jpg', '#7a2e1c'),
      await photo('vento-quimera-painel.jpg', '#1c3f7a'),
    ]);
  const uploads = desk
    .getByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' })
    .getByRole('listitem');
  await expect(uploads).toHaveCount(2);
  await expect(uploads.getByRole('status')).toHaveText(['Pronto', 'Pronto'], { timeout: 60_000 });
  await uploads
    .filter({ has: desk.getByRole('group', { name: 'vento-quimera-frente' }) })
    .getByRole('button', { name: 'Usar como foto principal' })
    .click();
  await expect(desk.getByRole('img', { name: 'Foto principal escolhida' })).toBeVisible();
  await desk.getByLabel('Assunto', { exact: true }).selectOption({ label: 'Aurora Vento' });
  await desk.getByRole('button', { name: 'Adicionar assunto' }).click();
  await expectNoGraveViolations(desk);
  await desk.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(desk).toHaveURL(/\/redacao\/noticias\/\d+$/);

  // Scheduled at the next minute but one, in Brasília time.
  const now = await moveClock(request, 1);
  const publishAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 120_000);
  await desk.getByLabel('Data e hora da publicação (horário de Brasília)').fill(brazilLocalOf(publishAt));
  await desk.getByRole('button', { name: 'Agendar publicação' }).click();
  await desk
    .getByRole('dialog', { name: 'Agendar publicação?' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(desk.getByText('Publicação agendada.').first()).toBeAttached();

  // An embargo: nobody sees it before its minute. (The cookie question answered once, on a page of the site, not by
  // an init script: the mailbox's sandboxed message frame, opened below, logs an error for each script it blocks.)
  expect(await publicTitles(request)).not.toContain(title);
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('acceptCookies', 'false'));
  expect(await searchResultTitles(page, title)).not.toContain(displayTitle(title));

  // Its minute comes: everywhere at once, in this process and any other, without a restart.
  await moveClock(request, 150);
  await expect.poll(() => publicTitles(request), { timeout: 30_000 }).toContain(title);
  await expectShownAfterReload(page, '/home', title);
  await expectShownAfterReload(page, '/news', title);
  await expect
    .poll(() => searchResultTitles(page, title), { timeout: 30_000 })
    .toContain(displayTitle(title));
  const feed = await request.get('/api/news/feed.xml');
  expect(await feed.text()).toContain(title);

  // The follower's alert goes with the next round after the publication, at most one an hour.
  await moveClock(request, 10 * 60);
  const mailbox = page;
  await expect(async () => {
    await mailbox.goto('/dev/mailbox');
    await expect(
      mailbox
        .getByRole('row')
        .filter({ hasText: 'jornalista@imprensa.test' })
        .filter({ hasText: `Nova notícia: ${title}` }),
    ).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await mailbox
    .getByRole('row')
    .filter({ hasText: `Nova notícia: ${title}` })
    .getByRole('link')
    .first()
    .click();
  const unsubscribe = await mailbox
    .frameLocator('iframe')
    .getByRole('link', { name: 'Deixar de seguir todos os assuntos e não receber mais estes e-mails' })
    .getAttribute('href');
  expect(unsubscribe, 'the e-mail links its one-click unsubscribe').toBeTruthy();

  // The link, opened as from an e-mail client: one button, and the following ends.
  await page.goto(new URL(unsubscribe!).pathname + new URL(unsubscribe!).search);
  await page.getByRole('button', { name: 'Deixar de seguir todos os assuntos' }).click();
  await expect(page.getByText('Você deixou de seguir todos os assuntos').first()).toBeVisible();
  const follows = await request.get('/api/follows', { headers: { authorization: journalist.token } });
  expect(((await follows.json()) as { follows: unknown[] }).follows).toEqual([]);

  await journalist.close();
  await editor.close();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
