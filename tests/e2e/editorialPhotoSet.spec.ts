/**
 * A release goes out with its photos in the order the press office chose: redacao@ writes a news item, uploads three
 * photos in the editor (listed in the order they were picked), reorders them by dragging one's grip and by moving
 * another from the keyboard (space, arrow, space), writes a caption and presses Enter (the texts are saved, the
 * editor keeps everything typed and the page is not reloaded), saves, reloads: the three are there in that order.
 * Published, the item's page shows the three in that order, the caption under its photo. At 1280 and 390 px; axe on
 * the editor, whose two drop zones name their file pickers apart.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

/** A small camera JPEG of one colour, as Uppy's file input takes it. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** The titles of the set, in the editor's order. */
const setOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' })
    .getByRole('group')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label') ?? ''));

/** Presses on an item's grip and moves it over another item, in small steps as a hand would. */
async function drag(page: Page, grip: Locator, onto: Locator) {
  await grip.scrollIntoViewIfNeeded();
  const from = (await grip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await onto.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, to.y + 10, { steps: 12 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 4 });
  await page.mouse.up();
}

test('redacao orders a news item’s three uploaded photos, captions one with Enter, and the page shows them in that order', async ({
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `Zênite em três ângulos ${stamp}`;
  const names = ['zenite-frente', 'zenite-lado', 'zenite-tras'].map((name) => `${name}-${stamp}`);

  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  // The item's title comes first; each photo has a title of its own in its group.
  const itemTitle = desk.getByRole('textbox', { name: 'Título', exact: true }).first();
  await itemTitle.fill(title);
  await desk.locator('.ProseMirror').fill('O Zênite visto de frente, de lado e de trás.');
  // Two drop zones, their file pickers named for what each takes; Uppy's empty list of sources is not a tablist.
  await expect(desk.getByRole('button', { name: 'selecionar fotos e vídeos' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'selecionar o PDF do release' })).toBeVisible();
  await expect(desk.getByRole('tablist')).toHaveCount(0);
  await desk
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles([
      await photo(names[0]!, '#7a2e1c'),
      await photo(names[1]!, '#1c3f7a'),
      await photo(names[2]!, '#2e7a1c'),
    ]);
  const set = desk.getByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' });
  const items = set.getByRole('listitem');
  await expect(items).toHaveCount(3, { timeout: 60_000 });
  await expect(items.getByRole('status')).toHaveText(['Pronto', 'Pronto', 'Pronto'], { timeout: 60_000 });

  // Whatever order the uploads finish in, the set lists them as they were chosen in the file picker.
  const arrived = await setOrder(desk);
  expect(arrived).toEqual(names);

  // Dragged: the last one's grip onto the first one, so it leads.
  await drag(
    desk,
    desk.getByRole('button', { name: `Arrastar para mudar a ordem: ${arrived[2]}` }),
    items.first(),
  );
  const afterDrag = [arrived[2]!, arrived[0]!, arrived[1]!];
  await expect.poll(() => setOrder(desk)).toEqual(afterDrag);

  // From the keyboard: the grip of the new first one picked up with space, moved down one, put down with space.
  await desk.getByRole('button', { name: `Arrastar para mudar a ordem: ${afterDrag[0]}` }).focus();
  // Each step waits for what a screen reader is told of it (dnd-kit's live region), as a person would listen.
  await desk.keyboard.press('Space');
  await expect(
    desk.getByText(`Item pego: ${afterDrag[0]}, na posição 1 de 3.`, { exact: false }),
  ).toBeAttached();
  await desk.keyboard.press('ArrowDown');
  await expect(desk.getByText(`${afterDrag[0]}: posição 2 de 3.`)).toBeAttached();
  await desk.keyboard.press('Space');
  const chosen = [afterDrag[1]!, afterDrag[0]!, afterDrag[2]!];
  await expect.poll(() => setOrder(desk)).toEqual(chosen);

  // A caption ended with Enter: saved on its own; the editor is not sent, nor the page reloaded.
  const firstTexts = desk.getByRole('group', { name: chosen[0] });
  await firstTexts.getByRole('textbox', { name: 'Legenda' }).fill('O Zênite na pista de testes');
  await firstTexts.getByRole('textbox', { name: 'Legenda' }).press('Enter');
  await expect(firstTexts.getByText('Dados salvos.')).toBeVisible();
  // Still the same editor: at /nova, or at the item's own address once the autosave has created it.
  await expect(desk).toHaveURL(/\/redacao\/noticias\/(nova|\d+)$/);
  await expect(itemTitle).toHaveValue(title);
  await expect(desk.locator('.ProseMirror')).toContainText('de frente, de lado e de trás');
  expect(await setOrder(desk)).toEqual(chosen);

  await expectNoGraveViolations(desk);
  await desk.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(desk).toHaveURL(/\/redacao\/noticias\/\d+$/);
  const newsId = Number(desk.url().split('/').at(-1));

  // Reopened: the set in its order, the caption kept.
  await desk.reload();
  await expect(items).toHaveCount(3);
  expect(await setOrder(desk)).toEqual(chosen);
  await expect(
    desk.getByRole('group', { name: chosen[0] }).getByRole('textbox', { name: 'Legenda' }),
  ).toHaveValue('O Zênite na pista de testes');

  await desk.getByRole('button', { name: 'Publicar' }).click();
  await desk.getByRole('dialog', { name: 'Publicar agora?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(desk.getByText('Notícia publicada.').first()).toBeAttached();

  // A visitor: the item's photos, in the chosen order.
  const visitor = await desk.context().newPage();
  await visitor.goto(`/news/${newsId}`);
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const shown = visitor.getByRole('region', { name: 'Fotos e vídeos' }).locator('figcaption');
  await expect(shown.locator('.media-card__title')).toHaveText(chosen);
  // The caption written in the editor is under its photo.
  await expect(shown.first()).toContainText('O Zênite na pista de testes');
  await visitor.close();

  await editor.close();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
