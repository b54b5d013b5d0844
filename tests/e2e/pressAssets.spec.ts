/**
 * A journalist at a launch, from the release itself: its main photo saved in the large size as a file that says what
 * it is, and the whole release (its PDF and photos) favorited as one entry and delivered as one zip that Java's
 * streaming reader opens too.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { titleSlug } from '../../src/domain/fileNames';
import { formatFileSize } from '../../src/domain/format';
import { zipEntriesAsStreamed } from '../server/helpers/zipEntries';
import { test, expect } from './fixtures';

/**
 * A seeded release with a main photo, found by its title: the seed dates its other news from today, so the ids of
 * the newest items move from one day to the next.
 */
const releaseTitle = 'Aurora abre terceiro turno em Sorocaba para atender à demanda do novo T-Cross';

async function releaseId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/news/json?limit=50')).json()) as {
    news: { id: number; title: string }[];
  };
  const found = list.news.find((item) => item.title === releaseTitle);
  expect(found, releaseTitle).toBeTruthy();
  return found!.id;
}

async function acceptTerms(page: Page) {
  const terms = page.getByRole('dialog', { name: 'Termos de uso para download' });
  await terms.getByRole('button', { name: 'Baixar' }).click();
  await expect(terms).toBeHidden();
}

/** The zip link of the newest e-mail to `address`, as a person reads it in the local mailbox. */
async function zipLinkMailedTo(page: Page, address: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row', { name: new RegExp(address.replace(/\./g, '\\.')) })
    .first()
    .getByRole('link')
    .click();
  const link = /https?:\/\/[^\s"'<>]+\/api\/cartfiles\/\d+\/zip\?[^\s"'<>]+/
    .exec(await page.content())?.[0]
    ?.replace(/&amp;/g, '&');
  expect(link, 'the zip link in the e-mail').toBeTruthy();
  return link!;
}

test('from a news item: its main photo saved large, named and whole; the release favorited and zipped with its PDF', async ({
  page,
  consoleErrors,
}) => {
  const id = await releaseId(page);
  await page.goto(`/news/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const apiNews = (await (await page.request.get(`/api/news/json/news/${id}`)).json()) as {
    news: { title: string; media: string; mediaSize: string };
  };
  const slug = titleSlug(apiNews.news.title);

  // The main photo, large: the first 'Baixar' of the page is the lead photo's.
  const lead = page.getByRole('group', { name: /^Ações:/ }).first();
  await lead.getByRole('button', { name: /^Baixar:/ }).click();
  const saved = page.waitForEvent('download');
  await lead.getByRole('button', { name: /^Grande / }).click();
  await acceptTerms(page);
  const photo = await saved;
  // Named from the photo's own title, its size and its pixels, as the API labels them.
  const pixels = /(\d+) x (\d+) px/.exec(apiNews.news.mediaSize)!;
  expect(photo.suggestedFilename()).toMatch(
    new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-grande-${pixels[1]}x${pixels[2]}\\.jpg$`),
  );
  const original = await (await page.request.get(apiNews.news.media)).body();
  expect((await readFile((await photo.path())!)).equals(original)).toBe(true);

  // The whole release, as one favorite.
  await page.getByRole('button', { name: /^Favoritar release:/ }).click();
  await expect(page.getByText('Adicionado aos favoritos').first()).toBeVisible();
  const favorites = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('favorites') ?? '[]') as {
        type: string;
        contentToDownload: string[];
      }[],
  );
  expect(favorites).toHaveLength(1);
  expect(favorites[0]!.type).toBe('Press Release');
  const photos = favorites[0]!.contentToDownload.slice(1);

  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Baixar todos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receber por e-mail' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('release@exemplo.com.br');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const shown = (await dialog.getByText(/ no total\.$/).textContent())!.replace(/ no total\.$/, '');
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/O link para baixar seus arquivos chegará por e-mail/)).toBeVisible();

  const zip = await page.request.get(await zipLinkMailedTo(page, 'release@exemplo.com.br'));
  const mailed = /estão prontos: (.+?), em um único arquivo \.zip/.exec(await page.content())?.[1];
  expect(zip.status()).toBe(200);
  const entries = zipEntriesAsStreamed(await zip.body());
  expect(entries[0]!.name).toBe('LEIA-ME.txt');
  // One folder, the release's: its PDF first, printed from the page, then its photos, each named.
  const inFolder = entries.slice(1);
  expect(inFolder.every((entry) => entry.name.startsWith(`${slug}/`))).toBe(true);
  expect(inFolder[0]!.name).toBe(`${slug}/${slug}.pdf`);
  expect(inFolder[0]!.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(inFolder).toHaveLength(1 + photos.length);
  for (const entry of inFolder.slice(1))
    expect(entry.name).toMatch(/-(grande|media|pequena)(-\d+x\d+)?\.\w+$/);
  // The dialog and the e-mail say what the zip holds, its printed PDF included.
  const bytes = inFolder.reduce((sum, entry) => sum + entry.data.length, 0);
  const inZip = `${inFolder.length} arquivos, ${formatFileSize(bytes)}`;
  expect({ shown, mailed }).toEqual({ shown: inZip, mailed: inZip });
  expect(consoleErrors).toEqual([]);
});
