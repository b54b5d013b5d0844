/**
 * The home's banner goes through its draft: redacao@ renames the first slide and saves it; a visitor's home still
 * shows the published slides; 'Visualizar' opens the home in a new tab with the draft's title under the
 * 'Pré-visualização' strip; 'Publicar' asks once and the home then shows it, while the preview link says its draft
 * is gone. The slide gets its title back the same way. At 1280 px; axe on the editor holding a draft and on the
 * previewed home.
 */
import type { APIRequestContext } from '@playwright/test';
import type { HomeResponse } from '../../src/domain/content';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

const publicSlides = async (request: APIRequestContext) =>
  ((await (await request.get('/api/home/json/')).json()) as HomeResponse).destaque.map(
    (slide) => slide.title,
  );

test('redacao saves the banner as a draft, previews it on the home and publishes it', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; the journey runs once');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const draftTitle = `Lançamento em rascunho ${Date.now().toString(36)}`;
  const published = await publicSlides(request);

  const { page } = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/destaques', errors);
  const state = page.locator('.list-publication__state');
  await expect(state).toHaveText('Situação: Publicado');
  const firstTitle = page
    .getByRole('group', { name: 'Destaque 1' })
    .getByRole('textbox', { name: 'Título', exact: true });
  await expect(firstTitle).toHaveValue(published[0]!);

  /** Renames the first slide, saves the draft and publishes it after the question. */
  const saveAndPublish = async (title: string) => {
    await firstTitle.fill(title);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(state).toHaveText('Situação: Rascunho com alterações não publicadas');
    await page.getByRole('button', { name: 'Publicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar?' });
    await expect(dialog).toContainText(
      `Publicar o banner: a home passa a mostrar estes ${published.length} destaques.`,
    );
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(state).toHaveText('Situação: Publicado');
  };

  await firstTitle.fill(draftTitle);
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(state).toHaveText('Situação: Rascunho com alterações não publicadas');
  await expect(page.getByText(/^Rascunho salvo em .* por /)).toBeVisible();
  expect(await publicSlides(request)).toEqual(published);

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Visualizar' }).click(),
  ]);
  const marker = preview.getByRole('complementary', { name: 'Pré-visualização' });
  await expect(marker).toContainText('Rascunho dos destaques da home, salvo em');
  await expect(
    preview.getByRole('region', { name: 'Destaques' }).getByText(draftTitle).first(),
  ).toBeVisible();
  await expectNoGraveViolations(preview);
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Publicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar?' });
  await expect(dialog).toContainText(
    `Publicar o banner: a home passa a mostrar estes ${published.length} destaques.`,
  );
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(state).toHaveText('Situação: Publicado');
  await expect(page.getByText(/^Publicado pela última vez em .* por /)).toBeVisible();
  await expect.poll(async () => (await publicSlides(request))[0]).toBe(draftTitle);
  // The publication is told in the page's 'Histórico', between the saved versions.
  const history = page.getByRole('region', { name: 'Histórico', exact: true });
  await history.getByRole('button', { name: 'Ver versões salvas' }).click();
  await expect(history.getByRole('listitem').filter({ hasText: 'Publicou' }).first()).toBeVisible();

  // The link of a published draft opens nothing any more: the home as published, and a strip that says so.
  await preview.reload();
  await expect(marker).toContainText('Este link não abre mais um rascunho');

  await saveAndPublish(published[0]!);
  await expect.poll(() => publicSlides(request)).toEqual(published);
});
