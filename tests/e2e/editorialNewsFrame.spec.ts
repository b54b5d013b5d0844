/**
 * The press office's work is never lost in the news editor: a new item saves itself a few seconds after the typing
 * stops and takes its own address; a second tab on the same item saves first, and the first tab's save shows both
 * versions and keeps its own as the new version; leaving with unsaved changes (a /redacao tab, the back button) asks
 * first. At 1280 and 390 px, axe on the editor and on its conflict view.
 */
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

test('a release saves itself, survives a second tab saving first, and is not left unsaved without a question', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const { page, close } = await signedIn(
    browser,
    baseURL!,
    'redacao@imprensa.test',
    '/redacao/noticias/nova',
    errors,
  );
  const title = `Aurora Brisa ganha versão de entrada ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await page.locator('.ProseMirror').fill('A versão de entrada chega às concessionárias em janeiro.');
  await expect(page.getByText(/^Salvo às \d\d:\d\d$/)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/redacao\/noticias\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);

  // A second tab on the same item saves first.
  const other = await page.context().newPage();
  await other.goto(page.url());
  const otherTitle = other.getByRole('textbox', { name: 'Título', exact: true });
  await expect(otherTitle).toHaveValue(title);
  await otherTitle.fill(`${title} (revisado)`);
  await other.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(other.getByText('Notícia salva.').first()).toBeAttached();
  await other.close();

  // The first tab's save meets the other version: both shown, mine kept as the new version.
  await page.getByRole('textbox', { name: 'Subtítulo' }).fill('Motor 1.0 e central multimídia de série.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Outra pessoa salvou este conteúdo' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('term')).toHaveText(['Título', 'Subtítulo']);
  await expect(conflict).toContainText(`Versão salva: ${title} (revisado)`);
  await expectNoGraveViolations(page);
  await conflict.getByRole('button', { name: 'Manter a minha como nova versão' }).click();
  await expect(page.getByText('Notícia salva.').first()).toBeAttached();
  await expect(conflict).toBeHidden();
  // Opened again from the desk: what was kept is what the server has.
  await page.goto('/redacao');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue(
    'Motor 1.0 e central multimídia de série.',
  );

  // Leaving with unsaved changes asks, by a tab of /redacao and by the back button.
  await page.locator('.ProseMirror').press('End');
  await page.locator('.ProseMirror').pressSequentially(' Preços em breve.');
  await page
    .getByRole('navigation', { name: 'Áreas da Redação' })
    .getByRole('link', { name: 'Álbuns' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Não' }).click();
  await expect(leave).toBeHidden();
  await expect(page.locator('.ProseMirror')).toContainText('Preços em breve.');
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/redacao$/);

  // The one refusal this journey provokes is the second tab's version meeting the first: nothing else failed.
  expect(errors.filter((error) => !/409/.test(error))).toEqual([]);
  await close();
});
