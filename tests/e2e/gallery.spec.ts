/**
 * The media gallery through the real API: three sections paged 9 at a time, an album, and a phone that never
 * downloads a full-size photo.
 */
import { test, expect, isPhone } from './fixtures';

test('the gallery pages its photos 9 at a time and opens an album', async ({
  page,
  consoleErrors,
  viewport,
}) => {
  const fullSizeRequests: string[] = [];
  page.on('request', (request) => {
    if (/-full\.(jpe?g|png)$/.test(request.url())) fullSizeRequests.push(request.url());
  });
  await page.goto('/media-gallery');
  const photos = page.getByRole('region', { name: 'Últimas fotos' }).getByRole('listitem');
  await expect(photos).toHaveCount(9);
  const captionOf = (item: typeof photos) => item.locator('figcaption');
  const firstTitle = await captionOf(photos.first()).innerText();
  await page.getByRole('button', { name: 'Ver mais fotos' }).click();
  await expect(photos).toHaveCount(18);
  await expect(captionOf(photos.first())).toHaveText(firstTitle);
  await expect(
    page.getByRole('region', { name: 'Últimos vídeos' }).getByRole('listitem').first(),
  ).toBeVisible();
  // Fewer than 9 videos in the seed: one page, no button.
  await expect(page.getByRole('button', { name: 'Ver mais vídeos' })).toBeHidden();

  const albums = page.getByRole('region', { name: 'Últimos álbuns' });
  const album = albums.getByRole('link').first();
  const albumTitle = (await album.innerText()).split('\n')[0]!.trim();
  await album.click();
  await expect(page).toHaveURL(/\/media-gallery\/album\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(albumTitle);
  await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();
  if (isPhone(viewport?.width)) expect(fullSizeRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a photo opens large in the lightbox, moves with the arrow keys and closes back to its card', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/media-gallery');
  const enlarge = page
    .getByRole('region', { name: 'Últimas fotos' })
    .getByRole('button', { name: /^Ampliar:/ })
    .first();
  await enlarge.click();
  const lightbox = page.getByRole('dialog', { name: 'Visualizador de fotos' });
  await expect(lightbox).toBeVisible();
  const counter = lightbox.locator('.yarl__counter');
  await expect(counter).toHaveText(/^1 de \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(/^2 de \d+$/);
  // Its own download and favorite work on the photo shown.
  await expect(lightbox.getByRole('button', { name: /^Baixar:/ })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: /^Favoritar:/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(enlarge).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
