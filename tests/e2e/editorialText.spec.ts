/**
 * The news text as the press office writes it, at 1280 and 390 px: a heading, a link from the toolbar (whose panel
 * Escape closes), a link to a page of the site, a numbered list and a photo of the media with its caption and credit,
 * then a release pasted from Word (its clipboard HTML, as Word puts it there). Saved and reloaded, all of it is there,
 * in the editor's HTML; the preview shows it, the other site's link opening in a new tab and the site's own in the
 * same. axe on the editor with the picture's panel open; no console errors.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test.use({ actionTimeout: 15_000 });

const wordClipboard = readFileSync('tests/fixtures/clipboard/word.html', 'utf8');

/** A paste as the browser fires it, carrying Word's HTML (Playwright can't write the system clipboard here). */
async function pasteHtml(page: Page, html: string) {
  await page.locator('.ProseMirror').evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Aurora Volt chega às concessionárias');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Selects the words just typed before the cursor, as a person would with Shift and the arrow keys. */
async function selectTyped(page: Page, words: string) {
  for (let index = 0; index < words.length; index++) await page.keyboard.press('Shift+ArrowLeft');
}

test('a release with a heading, links, a numbered list, a photo and text pasted from Word is saved and shown whole', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const title = `Volt chega às lojas ${testInfo.project.name} ${Date.now().toString(36)}`;
  const editor = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const desk = editor.page;
  await desk.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  const text = desk.locator('.ProseMirror');
  const toolbar = desk.getByRole('toolbar', { name: 'Formatação do texto' });

  await text.click();
  await toolbar.getByRole('button', { name: 'Título 2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Título 2' })).toHaveAttribute('aria-pressed', 'true');
  await desk.keyboard.type('Ficha do Volt');
  await desk.keyboard.press('Enter');

  // A link from the toolbar: its panel closes with Escape, back on its button, and adds the link with Enter.
  await desk.keyboard.type('Site oficial');
  await selectTyped(desk, 'Site oficial');
  const linkButton = toolbar.getByRole('button', { name: 'Link' });
  await linkButton.click();
  await expect(linkButton).toHaveAttribute('aria-expanded', 'true');
  await desk.getByRole('textbox', { name: 'Endereço do link' }).press('Escape');
  await expect(linkButton).toHaveAttribute('aria-expanded', 'false');
  await expect(linkButton).toBeFocused();
  await linkButton.click();
  await desk.getByRole('textbox', { name: 'Endereço do link' }).fill('www.aurora.com.br');
  await desk.getByRole('textbox', { name: 'Endereço do link' }).press('Enter');
  // The editor takes the focus back a frame later, with the link's words still selected.
  await expect(text).toBeFocused();
  await desk.keyboard.press('End');
  await desk.keyboard.type(' e ');
  await desk.keyboard.type('outras notícias');
  await selectTyped(desk, 'outras notícias');
  await linkButton.click();
  await desk.getByRole('textbox', { name: 'Endereço do link' }).fill('/news');
  await desk.getByRole('button', { name: 'Aplicar link' }).click();
  await expect(text).toBeFocused();
  await desk.keyboard.press('End');
  await desk.keyboard.press('Enter');

  await toolbar.getByRole('button', { name: 'Lista numerada' }).click();
  await desk.keyboard.type('Pré-venda em janeiro');
  await desk.keyboard.press('Enter');
  await desk.keyboard.type('Entregas em março');
  await desk.keyboard.press('Enter');
  await desk.keyboard.press('Enter');

  // A photo of the media, chosen in the picker, captioned and credited.
  await toolbar.getByRole('button', { name: 'Imagem' }).click();
  const panel = desk.getByRole('group', { name: 'Imagem', exact: true });
  await panel
    .getByRole('button', { name: /^Escolher / })
    .first()
    .click();
  await panel.getByRole('textbox', { name: 'Legenda' }).fill('O Volt na linha de montagem');
  await panel.getByRole('textbox', { name: 'Crédito' }).fill('Foto: Aurora');
  await expectNoGraveViolations(desk);
  await panel.getByRole('button', { name: 'Inserir imagem' }).click();
  await expect(text.locator('figure img')).toHaveAttribute('src', /^\/media\/[^/]+\/[^/]+$/);
  // The cursor goes on after the picture, not on it: what is typed next does not replace it.
  await expect(text).toBeFocused();
  await desk.keyboard.type('Depois da foto.');

  // The release from Word, pasted at the end, on a line of its own.
  await text.press('Control+End');
  await desk.keyboard.press('Enter');
  await pasteHtml(desk, wordClipboard);
  await expect(text.getByRole('heading', { name: 'Aurora Volt chega às concessionárias' })).toBeVisible();

  await desk.getByRole('button', { name: 'Salvar rascunho' }).click();
  await expect(desk).toHaveURL(/\/redacao\/noticias\/\d+$/);
  await desk.reload();
  await expect(text.getByRole('heading', { name: 'Ficha do Volt', level: 2 })).toBeVisible();
  const html = await text.innerHTML();
  expect(html).toContain('<a href="https://www.aurora.com.br">Site oficial</a>');
  expect(html).toContain('<a href="/news">outras notícias</a>');
  expect(html).toMatch(/<ol><li><p>Pré-venda em janeiro<\/p><\/li><li><p>Entregas em março<\/p><\/li><\/ol>/);
  await expect(text.locator('figure figcaption')).toHaveText('O Volt na linha de montagemFoto: Aurora');
  expect(html).toMatch(/<\/figure><p>Depois da foto\.<\/p>/);
  // Word's release: its heading, bold, link and lists, none of its look.
  expect(html).toContain('<strong>Aurora Veículos</strong>');
  expect(html).toContain('<a href="https://www.aurora.com.br/volt">www.aurora.com.br/volt</a>');
  expect(html).toContain('<ol><li><p>Pré-venda em janeiro</p><ol><li><p>Nas capitais</p></li></ol></li>');
  expect(html).not.toMatch(/mso-|MsoNormal|<o:p|<span|style=|target=/);

  // The preview: the other site's link in a new tab, the site's own in the same; the photo with its words.
  const previewUrl = await desk.getByRole('link', { name: 'Pré-visualizar' }).getAttribute('href');
  await desk.goto(previewUrl!);
  const site = desk.getByRole('link', { name: 'Site oficial' });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(desk.getByRole('link', { name: 'outras notícias' })).not.toHaveAttribute('target');
  await expect(desk.getByRole('figure').getByText('O Volt na linha de montagem')).toBeVisible();
  await expect(desk.getByRole('img', { name: /./ }).and(desk.locator('figure img'))).toBeVisible();
  await testInfo.attach('preview', {
    body: await desk.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await expectNoGraveViolations(desk);

  await editor.close();
  // Console errors, page errors and failed requests of the signed-in page.
  expect(errors).toEqual([]);
});
