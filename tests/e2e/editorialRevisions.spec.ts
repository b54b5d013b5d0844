/**
 * Every save is a version: redacao@ writes a news item and saves it twice, opens 'Histórico', compares the first
 * and the last version (the words taken out and put in marked), and restores the first: the editor shows it again,
 * as a version of its own. Meanwhile admin@ opens the same item in a browser of their own and is told that Renata
 * is editing it. At 1280 and 390 px; axe on the open history, no console errors.
 */
import { signedIn } from './loanSteps';
import { expect, expectNoGraveViolations, signInAtProvider, test } from './fixtures';

test.use({ actionTimeout: 15_000 });

test('redacao saves a news item twice, compares its versions and restores the first; admin sees who is editing', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const first = `Aurora Brisa estreia em Curitiba ${run}`;
  const second = `Aurora Brisa chega a Manaus ${run}`;
  const third = `Aurora Brisa chega a Manaus e Belém ${run}`;

  await page.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('acceptCookies', 'false');
  });
  await page.goto('/redacao/noticias/nova');
  await signInAtProvider(page, 'redacao@imprensa.test');
  await expect(page).toHaveURL(/\/redacao\/noticias\/nova$/);
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await title.fill(first);
  await page.locator('.ProseMirror').fill('A versão elétrica chega às lojas em dezembro.');
  await page.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(page).toHaveURL(/\/redacao\/noticias\/\d+$/);
  const itemPath = new URL(page.url()).pathname;

  for (const next of [second, third]) {
    await title.fill(next);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/api/redacao/news/'),
    );
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Notícia salva.').first()).toBeVisible();
  }

  // Another editor opens the same item: Renata's open editor holds it.
  const admin = await signedIn(browser, baseURL!, 'admin@imprensa.test', itemPath, consoleErrors);
  await expect(admin.page.getByRole('alert')).toContainText(/Renata Redação está editando desde \d\d:\d\d\./);
  await expect(admin.page.getByRole('button', { name: 'Assumir a edição' })).toBeVisible();
  await admin.close();

  const history = page.getByRole('region', { name: 'Histórico', exact: true });
  await history.getByRole('button', { name: 'Ver versões salvas' }).click();
  const lines = history.getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText('Versão 3 (atual)');
  await expect(lines.last()).toContainText('Versão 1');

  await history.getByLabel('Versão anterior').selectOption('1');
  const titleChange = history.locator('.revision-diff__field', { hasText: 'Título' });
  await expect(titleChange.locator('del')).toContainText(['estreia em Curitiba']);
  await expect(titleChange.locator('ins')).toContainText(['chega a Manaus e Belém']);
  await titleChange.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`history-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await expectNoGraveViolations(page);

  await lines.last().getByRole('button', { name: 'Restaurar esta versão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurar versão' });
  await expect(dialog).toContainText('Restaurar a versão 1 como nova versão?');
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue(first);
  await expect(lines).toHaveCount(4);
  await expect(lines.first()).toContainText('Versão 4 (atual)');
  await expect(lines.first()).toContainText('restaurou a versão 1');
  await expect(page.getByText('Restaurou a versão 1').first()).toBeVisible();

  // What the editor shows is what the server keeps.
  await page.reload();
  await expect(title).toHaveValue(first);
});
