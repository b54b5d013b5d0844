/**
 * Downloads and the favorites cart through the real API, mail outbox and zip: a photo saved after the terms,
 * a video through medias_api, and a cart of favorites asked for by e-mail, whose link (read from the local mailbox)
 * brings one zip with exactly those files.
 */
import type { Locator, Page } from '@playwright/test';
import { zipEntries, zipEntriesAsStreamed } from '../server/helpers/zipEntries';
import { test, expect } from './fixtures';

const photosOf = (page: Page) => page.getByRole('region', { name: 'Últimas fotos' }).getByRole('listitem');
const videosOf = (page: Page) => page.getByRole('region', { name: 'Últimos vídeos' }).getByRole('listitem');

/** Opens a card's size list and picks the size whose label starts with `size`. */
async function chooseSize(card: Locator, size: string) {
  await card.getByRole('button', { name: /^Baixar:/ }).click();
  await card.getByRole('button', { name: new RegExp(`^${size} `) }).click();
}

test('a photo downloads after the terms are accepted once; a video comes as an attachment', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/media-gallery');
  const photo = photosOf(page).first();
  await expect(photo).toBeVisible();

  const saved = page.waitForEvent('download');
  await chooseSize(photo, 'Grande');
  const terms = page.getByRole('dialog', { name: 'Termos de uso para download' });
  const agree = terms.getByRole('checkbox', { name: 'Li e concordo com os Termos de Uso para Download' });
  await expect(agree).toBeChecked();
  await agree.uncheck();
  await expect(terms.getByRole('button', { name: 'Baixar' })).toBeDisabled();
  await agree.check();
  await terms.getByRole('button', { name: 'Baixar' }).click();
  // Saved as a file that says what it is, the page staying where it was.
  const fullSize = await saved;
  // The link carries the pass its download was counted for (src/domain/downloadPass.ts).
  expect(fullSize.url()).toMatch(/\/api\/medias_api\/download-file\/[^/?]+-full\.jpg\?pass=\d+\.[\w-]+$/);
  expect(fullSize.suggestedFilename()).toMatch(/^[a-z0-9-]+-grande-\d+x\d+\.jpg$/);
  expect(page.url()).toMatch(/\/media-gallery$/);
  expect(await page.evaluate(() => localStorage.getItem('downloadAccepted'))).toBe('accepted');

  // Accepted once: the next download goes straight ahead.
  const small = page.waitForEvent('download');
  await chooseSize(photo, 'Pequena');
  expect((await small).suggestedFilename()).toMatch(/-pequena-\d+x\d+\.jpg$/);
  await expect(terms).toBeHidden();

  const video = videosOf(page).first();
  const download = page.waitForEvent('download');
  await chooseSize(video, 'MP4');
  const file = await download;
  expect(file.url()).toMatch(/\/api\/medias_api\/download-file\/[^/?]+\.mp4\?pass=\d+\.[\w-]+$/);
  expect(file.suggestedFilename()).toMatch(/\.mp4$/);
  expect(consoleErrors).toEqual([]);
});

test('favorites go to /carrinho and arrive by e-mail as one zip of exactly those files', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/media-gallery');
  const photos = photosOf(page);
  await expect(photos.first()).toBeVisible();
  for (const card of [photos.nth(0), photos.nth(1), videosOf(page).first()])
    await card.getByRole('button', { name: /^Favoritar:/ }).click();
  await expect(page.getByRole('button', { name: 'Favoritos, 3 itens' })).toBeVisible();

  // The same photo again changes nothing.
  await photos
    .nth(0)
    .getByRole('button', { name: /^Favoritar:/ })
    .click();
  await expect(photos.nth(0).getByRole('status')).toHaveText('Ja adicionado');
  await expect(page.getByRole('button', { name: 'Favoritos, 3 itens' })).toBeVisible();

  // From the header's preview to the cart page.
  await page.keyboard.press('Escape');
  const preview = page.getByRole('region', { name: 'Prévia dos favoritos' });
  if (!(await preview.isVisible())) await page.getByRole('button', { name: 'Favoritos, 3 itens' }).click();
  await preview.getByRole('link', { name: 'Ver favoritos' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();

  const wanted: string[] = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('favorites') ?? '[]') as { contentToDownload: string[] }[]).flatMap(
      (item) => item.contentToDownload,
    ),
  );
  expect(wanted).toHaveLength(3);

  await page.getByRole('button', { name: 'Baixar todos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receber por e-mail' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  // Not an address yet: the dialog does not move on.
  await email.fill('jornalista@exemplo');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('button', { name: 'Enviar link' })).toBeHidden();
  await email.fill('jornalista@exemplo.com.br');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText(/^3 arquivos, .+ no total\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText('Pronto! O link para baixar seus arquivos chegará por e-mail em alguns minutos.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe('[]');

  // The e-mail, as a person running the newsroom locally reads it.
  await page.goto('/dev/mailbox');
  // Newest first: the first row to this address is the message just queued; its subject opens it.
  await page
    .getByRole('row', { name: /jornalista@exemplo\.com\.br/ })
    .first()
    .getByRole('link')
    .click();
  const message = await page.content();
  const link = /https?:\/\/[^\s"'<>]+\/api\/cartfiles\/\d+\/zip\?[^\s"'<>]+/
    .exec(message)?.[0]
    ?.replace(/&amp;/g, '&')
    .replace(/&amp;/g, '&');
  expect(link, 'the zip link in the e-mail').toBeTruthy();

  const zip = await page.request.get(link!);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const body = await zip.body();
  const entries = await zipEntries(body);
  // Java's ZipInputStream reads it too: every entry carries its size and checksum up front.
  expect(zipEntriesAsStreamed(body).map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
  const files = entries.filter((entry) => entry.name !== 'LEIA-ME.txt');
  expect(entries[0]!.name).toBe('LEIA-ME.txt');
  // One folder per favorite, each file named from its title, size and pixels (or format).
  expect(files).toHaveLength(3);
  expect(new Set(files.map((entry) => entry.name.split('/')[0])).size).toBe(3);
  for (const entry of files)
    expect(entry.name).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+-(grande|media|pequena)(-\d+x\d+)?\.\w+$/);
  for (const url of wanted) {
    const original = await (await page.request.get(url)).body();
    expect(
      files.some((entry) => entry.data.equals(original)),
      url,
    ).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
});
