/** Steps the loan journeys share: signing in a second person in their own browser context, and a loan request. */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAtProvider } from './fixtures';

const brazilDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** yyyy-mm-dd, `days` from today in Brazil. */
export const isoFromToday = (days: number) => brazilDay.format(new Date(Date.now() + days * 86_400_000));
/** dd/mm/yyyy, as the pages show a day. */
export const shown = (iso: string) => iso.split('-').reverse().join('/');
export const loanNumber = (id: number) => `CMD-${String(id).padStart(6, '0')}`;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each account's session as it stood just after its first sign-in in this worker: a later `signedIn` for the same
 * account opens its context with it, as a person's second tab would, rather than going through the provider's form
 * again (some 50 sign-ins, a minute of the suite). The sign-in itself is what signIn.spec.ts and the keyboard journeys
 * test.
 */
const sessions = new Map<string, { state: StorageState; token: string }>();

/** Whether the API still takes `token`: a test may have signed that session out, or an account been suspended. */
const stillValid = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/favorites', { headers: { authorization: token } })).ok();

/**
 * A fresh browser context signed in as `email` at `path`; answers its page and session token. Every page of the
 * context (the calendar opens in a new tab) reports its console errors and failed calls to `errors`.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  errors: string[],
) {
  const key = `${baseURL} ${email}`;
  let session = sessions.get(key);
  let context = await browser.newContext({ baseURL, storageState: session?.state });
  if (session && !(await stillValid(context.request, session.token))) {
    // Its local storage still names the ended session: a context of its own signs in afresh.
    sessions.delete(key);
    session = undefined;
    await context.close();
    context = await browser.newContext({ baseURL });
  }
  await context.addInitScript(() => {
    // A blank document (a new tab's first one) has no storage to write to.
    if (location.protocol.startsWith('http')) localStorage.setItem('acceptCookies', 'false');
  });
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${email}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${email} at ${page.url()}: ${error.message}`));
    // The browser's 'Failed to load resource' line names no address: record which one failed.
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${email}: ${response.status()} ${response.url()}`);
    });
  });
  const page = await context.newPage();
  await page.goto(path);
  if (!session) await signInAtProvider(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user-data')!) as { token: string }).token,
  );
  if (!session) sessions.set(key, { state: await context.storageState(), token });
  return { page, token, close: () => context.close() };
}

/**
 * The journalist's request for the first two models the wizard offers, through the API the wizard calls (the wizard
 * itself has its own browser test). Answers the loan's id and its first option.
 */
export async function requestLoan(request: APIRequestContext, token: string, start: string, end: string) {
  const headers = { authorization: token };
  const { cars } = (await (await request.get('/api/car_frota/json/cars_frota', { headers })).json()) as {
    cars: { id: number; title: string }[];
  };
  const picture = await sharp({ create: { width: 400, height: 260, channels: 3, background: '#2a5599' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/medias/upload-front', {
    headers,
    multipart: { file: { name: 'cnh.jpg', mimeType: 'image/jpeg', buffer: picture } },
  });
  expect(upload.status()).toBe(200);
  const response = await request.post('/api/lendingcontract/request', {
    headers,
    data: {
      isOwner: true,
      cpf: '529.982.247-25',
      cnh: '12345678901',
      rg: '12.345.678-9',
      option1: cars[0]!.id,
      option2: cars[1]!.id,
      startDate: start,
      endDate: end,
      description: 'Teste de rodagem para reportagem sobre viagens de fim de semana.',
      cnhPicture: ((await upload.json()) as { media: string }).media,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { id: ((await response.json()) as { id: number }).id, model: cars[0]! };
}
