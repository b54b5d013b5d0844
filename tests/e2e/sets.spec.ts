/**
 * An album taken whole: 'Baixar álbum' goes through the download terms and saves one zip at once (the seeded albums
 * are far below the size sent by e-mail instead), whose entries are named from title, size and pixels in the album's
 * folder and read by Java's kind of streaming reader.
 */
import { readFile } from 'node:fs/promises';
import { zipEntriesAsStreamed } from '../server/helpers/zipEntries';
import { test, expect, expectNoGraveViolations } from './fixtures';

/** Seeded album 1: the T-Cross launch, ten photos and a video. */
const albumPath = '/media-gallery/album/1';

test("'Baixar álbum' saves the album as one zip after the download terms", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(albumPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const set = (await (await page.request.get('/api/sets/album/1')).json()) as { files: string[] };

  await page.getByRole('button', { name: 'Baixar álbum' }).click();
  const terms = page.getByRole('dialog', { name: 'Termos de uso para download' });
  await expect(terms).toBeVisible();
  const saving = page.waitForEvent('download');
  await terms.getByRole('button', { name: 'Baixar' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  // Saved, the page staying where it was.
  expect(page.url()).toMatch(/\/media-gallery\/album\/1$/);

  const entries = zipEntriesAsStreamed(await readFile((await download.path())!));
  expect(entries[0]!.name).toBe('LEIA-ME.txt');
  const files = entries.slice(1);
  expect(files).toHaveLength(set.files.length);
  for (const entry of files)
    expect(entry.name).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+-(grande|media|pequena)(-\d+x\d+)?\.\w+$/);
  expect(new Set(files.map((entry) => entry.name.split('/')[0])).size).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('the album page with its set actions has no serious or critical accessibility violation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(albumPath);
  await expect(page.getByRole('button', { name: /^Favoritar todas:/ })).toBeEnabled();
  await page.getByRole('button', { name: /^Favoritar todas:/ }).click();
  await expect(page.getByText('Adicionado aos favoritos')).toBeVisible();
  await expectNoGraveViolations(page);
  expect(consoleErrors).toEqual([]);
});
