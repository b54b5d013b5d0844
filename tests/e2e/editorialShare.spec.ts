/**
 * A release goes out complete: redacao@ gives a new draft a slug and a share title (the card preview follows), copies
 * its preview link and opens it as a visitor would, at the item's full address; revokes it (the visitor's page says
 * 'Conteúdo não encontrado.'), and a new link shows the draft again. At 1280 px, once; axe on the editor on the way.
 */
import { expect, expectNoGraveViolations, test } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

test('redacao shares a draft by its preview link, revokes it and makes another', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; the journey runs once');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const stamp = Date.now().toString(36);
  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  await desk.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await desk.getByRole('textbox', { name: 'Título', exact: true }).fill(`Aurora Vento Quimera ${stamp}`);
  await desk.locator('.ProseMirror').fill('A série especial chega em dezembro. Preços na apresentação.');
  await desk.getByRole('textbox', { name: 'Endereço (slug)' }).fill(`vento-quimera-${stamp}`);
  await desk
    .getByRole('textbox', { name: 'Título para compartilhamento' })
    .fill('Vento Quimera: a série especial');
  const card = desk.getByRole('region', { name: 'Prévia do link compartilhado' });
  await expect(card).toContainText('Vento Quimera: a série especial');
  await expect(card).toContainText('A série especial chega em dezembro.');
  await desk.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(desk).toHaveURL(/\/redacao\/noticias\/\d+$/);

  const panel = desk.getByRole('group', { name: 'Link de pré-visualização' });
  const address = panel.getByRole('textbox', { name: 'Endereço do link de pré-visualização' });
  await expect(address).toHaveValue(/\/news\/\d+\?token=[\w-]+$/);
  const firstLink = await address.inputValue();
  await panel.getByRole('button', { name: 'Copiar link' }).click();
  await expect(panel.getByText('Link copiado.')).toBeVisible();
  expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(firstLink);
  await expectNoGraveViolations(desk);

  // A visitor with the link sees the draft at its full address; without it, nothing.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  visitor.on('pageerror', (error) => errors.push(`visitor: ${error.message}`));
  await visitor.goto(firstLink);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(`Aurora Vento Quimera ${stamp}`);
  await expect(visitor).toHaveURL(new RegExp(`/news/\\d+/vento-quimera-${stamp}\\?token=`));

  await panel.getByRole('button', { name: 'Revogar link' }).click();
  await desk
    .getByRole('dialog', { name: 'Revogar link de pré-visualização' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(panel.getByText('Link revogado. Ninguém mais abre o rascunho por ele.')).toBeVisible();
  await visitor.goto(firstLink);
  await expect(visitor.getByText('Conteúdo não encontrado.')).toBeVisible();

  await panel.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(address).not.toHaveValue(firstLink);
  await visitor.goto(await address.inputValue());
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(`Aurora Vento Quimera ${stamp}`);
  expect(errors).toEqual([]);
});
