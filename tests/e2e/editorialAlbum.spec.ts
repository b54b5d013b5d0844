/**
 * The press office opens an album of a launch: redacao@ creates it, uploads two photos straight into it, puts the
 * second first and makes it the cover, and publishes it. Until then a visitor finds no such album; after, the
 * gallery lists it with its photos in that order. At 1280 px; axe on the album editor.
 */
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 2000, height: 1333, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('redacao creates an album with two uploaded photos, orders it, chooses the cover and publishes it', async ({
  browser,
  baseURL,
  request,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; the journey runs once');
  test.setTimeout(180_000);
  const errors: string[] = [];
  const title = `Bastidores do Zênite ${Date.now().toString(36)}`;
  const albumTitles = async () =>
    (
      (await (await request.get('/api/buckets/json?page=1&limit=50')).json()) as {
        bucket: { title: string }[];
      }
    ).bucket.map((album) => album.title);

  const { page } = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/albuns', errors);
  await page.getByRole('textbox', { name: 'Título do novo álbum' }).fill(title);
  await page.getByRole('button', { name: 'Criar álbum' }).click();
  await expect(page.getByRole('textbox', { name: 'Título do álbum' })).toHaveValue(title);

  await page
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles([
      await photo('zenite-frente.jpg', '#7a2e1c'),
      await photo('zenite-perfil.jpg', '#1c3f7a'),
    ]);
  const items = page.getByRole('group', { name: 'Fotos e vídeos do álbum' }).getByRole('listitem');
  await expect(items).toHaveCount(2, { timeout: 60_000 });
  await expect(items.getByRole('status')).toHaveText(['Pronto', 'Pronto'], { timeout: 60_000 });
  // The uploads arrive in any order: put the profile first, whatever its place.
  const profile = items.filter({ has: page.getByRole('group', { name: 'zenite-perfil' }) });
  if ((await items.first().getByRole('group').getAttribute('aria-label')) !== 'zenite-perfil')
    await page.getByRole('button', { name: 'Subir: zenite-perfil' }).click();
  await expect(items.first().getByRole('group')).toHaveAttribute('aria-label', 'zenite-perfil');
  await profile.getByRole('button', { name: 'Usar como capa' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Álbum salvo.' })).toBeAttached();

  expect(await albumTitles()).not.toContain(title);
  await page.getByRole('button', { name: 'Publicar' }).click();
  const question = page.getByRole('dialog', { name: 'Publicar agora?' });
  await expect(question).toContainText('o álbum aparece na galeria de mídia');
  await question.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
  expect(await albumTitles()).toContain(title);

  // A visitor: the gallery's album page, the profile first.
  const visitor = await browser.newPage();
  await visitor.goto(
    await page.getByRole('link', { name: 'Ver na galeria' }).getAttribute('href').then(String),
  );
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText('zenite-perfil').first()).toBeVisible();
  const shown = await visitor.getByText(/^zenite-(perfil|frente)$/).allTextContents();
  expect(shown.indexOf('zenite-perfil')).toBeLessThan(shown.indexOf('zenite-frente'));
  await visitor.close();

  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
