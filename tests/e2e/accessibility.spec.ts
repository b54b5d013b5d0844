/**
 * axe on every screen of the site, the staff areas included, with WCAG 2.2 A/AA and best-practice rules
 * (fixtures.ts `axeRules`): a violation of any impact fails. At 1280 px (desktop) and 390 px (phone), one test per
 * area walking all its routes in one browser page, with forms in their error state and dialogs open, since that's
 * where problems hide. A staff desk's rows stack below 545 px, so the phone run also checks that a link among a
 * stacked row's words stands apart by more than its colour (link-in-text-block).
 *
 * The suite is near its time budget: a form is scanned once, with its errors (the errors are drawn on the whole
 * form); the Sim/Não confirmation, one dialog wherever it asks, is scanned once per area; a screen is scanned as soon
 * as it has settled: its first-level heading shown and nothing of it still loading. Motion is reduced: a dialog
 * fading in or a page scrolling smoothly to a field would be measured halfway (the contrast of a half-opaque
 * button, targets half under the sticky header); the screen at rest is what counts.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect, axeViolations, seededPassword, signInAtProvider } from './fixtures';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The administrator's session, signed in once per worker and lent to both staff tests: the administrator sees every
 * /redacao area and every page of the loan area.
 */
const test = base.extend<object, { staffSession: StorageState }>({
  staffSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto('/redacao');
      await signInAtProvider(page, 'admin@imprensa.test');
      await expect(page).toHaveURL(/\/redacao$/);
      // The cookie notice answered: on a phone it would cover the buttons the walk presses.
      await page.evaluate(() => localStorage.setItem('acceptCookies', 'false'));
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
/** A test whose page opens signed in as the administrator. */
const staffTest = test.extend({ storageState: ({ staffSession }, use) => use(staffSession) });

test.use({ reducedMotion: 'reduce' });

const brazilDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** ddmmyyyy, `days` from today in Brazil: what a person types in a date field. */
const typedDay = (days: number) =>
  brazilDay.format(new Date(Date.now() + days * 86_400_000)).replace(/\//g, '');

/** What still loads after the heading: content being read, carousels about to be swapped in, 'Carregando…'. */
const stillLoading = (page: Page) =>
  page.locator('[aria-busy="true"], [data-first-view]').or(page.getByText(/^Carregando/));

/** axe on the screen once settled; a violation is reported under `screen` and the walk goes on to the next. */
async function expectClean(page: Page, screen: string) {
  await expect(stillLoading(page)).toHaveCount(0);
  expect.soft(await axeViolations(page), screen).toEqual([]);
}

/** Opens `path` and waits for its first-level heading (named `heading`, when given). */
async function open(page: Page, path: string, heading?: string | RegExp) {
  // The images may load after: axe reads their text alternatives, not their pixels.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
}

/** Opens `path`, then axe. */
async function visit(page: Page, path: string, heading?: string | RegExp) {
  await open(page, path, heading);
  await expectClean(page, path);
}

/** A dialog once open: axe on the page with it, then it is closed with its `close` button. */
async function expectCleanDialog(page: Page, dialog: Locator, screen: string, close: string) {
  await expect(dialog).toBeVisible();
  await expectClean(page, screen);
  await dialog.getByRole('button', { name: close, exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

/** A form sent as it is (empty): once a field is marked invalid, axe on the errors. */
async function expectCleanErrors(page: Page, send: Locator, screen: string) {
  await send.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectClean(page, screen);
}

test('the public site is clean for axe, its forms in error and its dialogs open', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // Seeded: news 1, car 1 and its version 1, album 1, the company's page 2. The car lists and the three section
  // trees are one page each, whatever the list or the tree: one of each is scanned.
  for (const [path, heading] of [
    ['/home', 'Sala de Imprensa Aurora Veículos do Brasil'],
    ['/news', 'News'],
    ['/news/1', undefined],
    ['/cars/models', undefined],
    ['/cars/car/1', undefined],
    ['/cars/version/1/1', undefined],
    ['/media-center', undefined],
    ['/media-gallery', undefined],
    ['/company', undefined],
    ['/company/2', undefined],
    ['/contacts', undefined],
    ['/SearchPage?search=aurora', undefined],
    ['/termos-legais', undefined],
    ['/termos-legais/termodownload', undefined],
  ] as const) {
    await visit(page, path, heading);
  }
  // The newsletter's alert is dismissed by Playwright; the field stays marked.
  await open(page, '/newsletter', 'Newsletter');
  await expectCleanErrors(page, page.getByRole('button', { name: 'Cadastrar' }), 'the newsletter sent empty');

  // An album, and a photo's download, which asks for the terms first.
  await visit(page, '/media-gallery/album/1');
  await page
    .getByRole('button', { name: /^Baixar: / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Média/ })
    .first()
    .click();
  await expectCleanDialog(
    page,
    page.getByRole('dialog', { name: 'Termos de uso para download' }),
    'the download terms',
    'Cancelar',
  );

  // The favorites cart with a photo, its e-mail dialog sent empty, and the question before it is emptied.
  await page
    .getByRole('region', { name: 'Fotos e vídeos do álbum' })
    .getByRole('button', { name: /^Favoritar:/ })
    .first()
    .click();
  await visit(page, '/carrinho', 'Favoritos');
  await page.getByRole('button', { name: 'Baixar todos' }).click();
  const mail = page.getByRole('dialog', { name: 'Receber por e-mail' });
  await expect(mail).toBeVisible();
  await expectCleanErrors(
    page,
    mail.getByRole('button', { name: 'Continuar' }),
    'the cart e-mail sent empty',
  );
  await mail.getByRole('button', { name: 'Cancelar' }).click();
  await expect(mail).toBeHidden();
  await page.getByRole('button', { name: 'Limpar favoritos' }).click();
  await expectCleanDialog(page, page.getByRole('dialog'), 'emptying the favorites', 'Não');
  expect(consoleErrors).toEqual([]);
});

test("a journalist's screens are clean for axe: sign-in, profile, loan request, loans and events", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  // The provider's sign-in page, refusing a wrong password: the page and its error at once.
  await page.goto('/registry', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill('jornalista@imprensa.test');
  await page.getByLabel('Senha').fill(`${seededPassword}-errada`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectClean(page, 'the sign-in page refusing a password');
  // The browser logs the 401 of the form's answer; nothing else may fail.
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  consoleErrors.length = 0;
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await expect(page).toHaveURL(/\/registry$/);
  await page.evaluate(() => localStorage.setItem('acceptCookies', 'false'));

  await open(page, '/registry', 'Cadastro');
  await page.getByLabel('Nome', { exact: true }).fill('');
  await expectCleanErrors(
    page,
    page.getByRole('button', { name: 'Enviar cadastro' }),
    'the profile without a name',
  );
  await visit(page, '/area-logada');
  await visit(page, '/home-comodato');

  // The request's steps before they are filled (the step's button says what is missing), and a period refused.
  await open(page, '/solicita-comodato', 'Solicitar Empréstimo de Veículo');
  const next = page.getByRole('button', { name: 'Prosseguir' });
  await page.getByRole('radio', { name: 'Outro condutor' }).check();
  await expectClean(page, 'the driver step, another driver not yet found');
  await page.getByRole('radio', { name: 'Eu' }).check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Opções de veículo' })).toBeVisible();
  await expectClean(page, 'the car step, nothing chosen');
  await page.getByLabel('Opção 1').selectOption({ index: 1 });
  await page.getByLabel('Opção 2').selectOption({ index: 2 });
  await next.click();
  await expect(page.getByRole('heading', { name: 'Período e pauta' })).toBeVisible();
  await page.getByLabel('Data início').pressSequentially(typedDay(3));
  await page.getByLabel('Data fim').pressSequentially(typedDay(12));
  await expect(page.getByText('Período superior a 7 dias')).toBeVisible();
  await expectClean(page, 'the period step, a period too long');
  await page.getByRole('button', { name: 'Visualizar' }).click();
  const terms = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expect(terms.getByRole('heading').nth(1)).toBeVisible();
  await expectCleanDialog(page, terms, 'the terms', 'Fechar');

  await visit(page, '/minhas-solicitacoes');
  await page.getByRole('button', { name: 'Cancelar solicitação' }).first().click();
  await expectCleanDialog(page, page.getByRole('dialog'), 'cancelling a request', 'Não');

  await visit(page, '/eventos');
  await page.getByRole('button', { name: 'Ver detalhes' }).first().click();
  await expectCleanDialog(page, page.getByRole('dialog'), "an event's details", 'Fechar');
  expect(consoleErrors).toEqual([]);
});

staffTest(
  'the newsroom desks and editors are clean for axe, the new items sent empty',
  async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    // Seeded: album 1, car 1 and its version 1, the company's root page, event 1, vehicle 1, person 1, news 1.
    for (const [path, heading] of [
      ['/redacao', 'Redação'],
      ['/redacao/agenda', 'Agenda editorial'],
      ['/redacao/albuns', 'Álbuns'],
      ['/redacao/albuns/1', 'Editar álbum'],
      ['/redacao/carros', 'Carros'],
      ['/redacao/carros/1', 'Editar carro'],
      ['/redacao/carros/1/versoes/1', 'Editar versão'],
      ['/redacao/contatos', 'Contatos'],
      ['/redacao/destaques', 'Destaques da home'],
      ['/redacao/paginas', 'Páginas'],
      ['/redacao/paginas/company/1', 'Editar página'],
      ['/redacao/eventos', 'Eventos'],
      ['/redacao/eventos/1', 'Editar evento'],
      ['/redacao/frota', 'Frota'],
      ['/redacao/frota/1', /^Veículo /],
      ['/redacao/pessoas', 'Pessoas'],
      ['/redacao/pessoas/1', undefined],
      ['/redacao/noticias/1', 'Editar notícia'],
    ] as const) {
      await visit(page, path, heading);
    }

    for (const [path, heading, send] of [
      ['/redacao/noticias/nova', 'Nova notícia', 'Salvar rascunho'],
      ['/redacao/eventos/novo', 'Novo evento', 'Criar evento'],
      ['/redacao/frota/novo', 'Novo veículo', 'Cadastrar veículo'],
    ] as const) {
      await open(page, path, heading);
      await expectCleanErrors(page, page.getByRole('button', { name: send }), `${path} sent empty`);
    }
    expect(consoleErrors).toEqual([]);
  },
);

staffTest(
  'the loan area is clean for axe: approvals, handover, cancellations and a fleet calendar',
  async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    await visit(page, '/aprovacao');
    await visit(page, '/aprovacao?admin=1');
    // Seeded loan 1 waits for the backoffice: its form, the licence picture, 'Alerta!' before a refusal.
    await visit(page, '/aprovacao/1');
    await page.getByRole('button', { name: 'Ver Imagem CNH' }).click();
    await expectCleanDialog(page, page.getByRole('dialog'), 'the licence picture', 'Fechar');
    await page.getByRole('button', { name: 'Reprovar' }).click();
    await expectCleanDialog(
      page,
      page.getByRole('dialog', { name: 'Alerta!' }),
      'a refusal to confirm',
      'Cancelar',
    );

    await visit(page, '/retirar', 'Retirar Veículo');
    await page.getByRole('button', { name: 'Retirar', exact: true }).first().click();
    await expectCleanDialog(page, page.getByRole('dialog'), 'a pickup to confirm', 'Não');

    // A checklist before it is filled: its 'Enviar' aria-disabled, the first thing missing said under it.
    await visit(page, '/checklist', 'Checklist: Entrega e Devolução');
    await page.getByRole('button', { name: 'Fazer Checklist' }).first().click();
    await expectCleanDialog(
      page,
      page.getByRole('dialog', { name: /^Checklist de/ }),
      'a checklist',
      'Fechar',
    );

    await visit(page, '/comodato-lista');

    await open(page, '/frota/1/agenda', /^Agenda do veículo /);
    await expectCleanErrors(
      page,
      page.getByRole('button', { name: 'Salvar período' }),
      'a period out of service sent empty',
    );
    expect(consoleErrors).toEqual([]);
  },
);
