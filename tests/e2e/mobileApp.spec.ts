/**
 * The mobile flavour inside the car maker's app, at 390 px: the build made with `VITE_FLAVOUR=mobile` (README),
 * served by a newsroom of its own, opened in a page that stands in for the app's web view by offering
 * `window.ReactNativeWebView.postMessage` and recording every message. Sign-in opens the provider in a window of its
 * own that closes once signed in, the first window ending signed in; a photo in the large size, a version's PDF and
 * an album's zip go to the app with their name and an address that answers; the cart is requested as on the web
 * (by e-mail, no message). The WEB build's suite is the rest of this folder.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { mobileNewsroom } from './newsrooms';
import { test, expect, signInAtProvider } from './fixtures';

interface NativeMessage {
  type: string;
  name: string;
  url: string;
}

/** A context that is the app's web view: every page of it (the sign-in window too) has the bridge. */
async function appWebView(context: BrowserContext) {
  const messages: NativeMessage[] = [];
  await context.exposeBinding('recordNativeMessage', (_source, message: string) => {
    messages.push(JSON.parse(message) as NativeMessage);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { recordNativeMessage(message: string): void }).recordNativeMessage;
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage: (message: string) => record(message),
    };
    if (location.protocol.startsWith('http')) localStorage.setItem('acceptCookies', 'false');
  });
  return messages;
}

/** The file a message names answers 200 as an attachment of that name (or inline, for a rendered PDF). */
async function expectFileAnswers(page: Page, message: NativeMessage, contentType: RegExp) {
  expect(message.url.startsWith(`${mobileNewsroom}/`), message.url).toBe(true);
  const response = await page.request.get(message.url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(contentType);
  return response;
}

test('the mobile build in the app: sign-in window, photo, PDF, album and cart through the bridge', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the app is a phone; checked once');
  test.setTimeout(150_000);
  const context = await browser.newContext({
    baseURL: mobileNewsroom,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const messages = await appWebView(context);
  const errors: string[] = [];
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  });
  const page = await context.newPage();

  // The build says what it is.
  await page.goto('/home');
  await expect(page.locator('meta[name="newsroom-flavour"]')).toHaveAttribute('content', 'mobile');

  // Sign-in: the provider in a window of its own, which finishes the sign-in there and closes; this one follows.
  const signInWindow = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Entrar' }).click();
  const popup = await signInWindow;
  await signInAtProvider(popup, 'jornalista@imprensa.test');
  await popup.waitForEvent('close', { timeout: 20_000 });
  await expect(page).toHaveURL(`${mobileNewsroom}/home`);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  expect(context.pages()).toHaveLength(1);

  // A photo in the large size, after the download terms: to the app, with the name the server gives it.
  await page.goto('/media-gallery');
  const photo = page.getByRole('region', { name: 'Últimas fotos' }).getByRole('listitem').first();
  await photo.getByRole('button', { name: /^Baixar:/ }).click();
  await photo.getByRole('button', { name: /^Grande/ }).click();
  await page
    .getByRole('dialog', { name: 'Termos de uso para download' })
    .getByRole('button', { name: 'Baixar' })
    .click();
  await expect.poll(() => messages.length).toBe(1);
  const photoMessage = messages[0]!;
  expect(photoMessage).toMatchObject({
    type: 'download',
    name: expect.stringMatching(/-grande-\d+x\d+\.jpg$/),
  });
  const photoFile = await expectFileAnswers(page, photoMessage, /^image\/jpeg/);
  expect(photoFile.headers()['content-disposition']).toBe(`attachment; filename=${photoMessage.name}`);

  // A version's PDF: made by the server, handed to the app, no window opened.
  await page.goto('/cars/version/1/1');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Baixar PDF' }).click();
  await expect.poll(() => messages.length, { timeout: 60_000 }).toBe(2);
  const pdfMessage = messages[1]!;
  expect(pdfMessage).toMatchObject({ type: 'pdf', name: expect.stringMatching(/\.pdf$/) });
  const pdf = await expectFileAnswers(page, pdfMessage, /^application\/pdf/);
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(context.pages()).toHaveLength(1);

  // An album taken whole, small enough to come at once: its zip goes to the app too.
  await page.goto('/media-gallery/album/1');
  await page.getByRole('button', { name: 'Baixar álbum' }).click();
  await expect.poll(() => messages.length).toBe(3);
  const zipMessage = messages[2]!;
  expect(zipMessage).toMatchObject({ type: 'download', name: expect.stringMatching(/\.zip$/) });
  await expectFileAnswers(page, zipMessage, /^application\/zip/);

  // The cart, as on the web: the link to its zip goes by e-mail, nothing to the app.
  await page.goto('/media-gallery');
  await page
    .getByRole('region', { name: 'Últimas fotos' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Favoritar:/ })
    .click();
  await page.goto('/carrinho');
  await page.getByRole('button', { name: 'Baixar todos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receber por e-mail' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('jornalista@exemplo.com.br');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText('Pronto! O link para baixar seus arquivos chegará por e-mail em alguns minutos.'),
  ).toBeVisible();
  expect(messages).toHaveLength(3);
  expect(errors).toEqual([]);
  await context.close();
});

test('a refused sign-in in the app: the alert, one window left, at /', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the app is a phone; checked once');
  const context = await browser.newContext({
    baseURL: mobileNewsroom,
    viewport: { width: 390, height: 844 },
  });
  await appWebView(context);
  const page = await context.newPage();
  await page.goto('/contacts');
  const signInWindow = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Entrar' }).click();
  const popup = await signInWindow;
  const alerted = popup.waitForEvent('dialog').then(async (dialog) => {
    const text = dialog.message();
    await dialog.accept();
    return text;
  });
  // The newsroom refuses a suspended account at `GET login`, after the provider let it in.
  await signInAtProvider(popup, 'suspenso@imprensa.test');
  expect(await alerted).toBe('Desculpe, você não tem permissão para acessar essa área');
  await popup.waitForEvent('close', { timeout: 20_000 });
  await expect(page).toHaveURL(`${mobileNewsroom}/`);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await context.close();
});
