/**
 * Four journeys by keyboard alone, as a person who can't use a mouse or a screen reader user would do them: after
 * each step, where the focus is (never left on the page's <body>) and what the live regions said. A control is
 * reached by moving the focus to it, as a screen reader's quick keys would, and used by Enter, Space or typing.
 * The approval and the news item run at both widths; the event and the loan request at 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, isPhone } from './fixtures';
import { isoFromToday, loanNumber, requestLoan, signedIn } from './loanSteps';

/** Where the focus is, described for a failure message; `BODY` when it fell to the page. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 60)}"`;
  });

async function press(page: Page, control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

async function expectFocusOn(page: Page, target: Locator) {
  await expect(target, `focus is on ${await focusOf(page)}`).toBeFocused();
}

/** The element is within the viewport, below the sticky header (what a sighted keyboard user sees focused). */
async function expectInSight(target: Locator) {
  const place = await target.evaluate((element) => {
    const header = document.querySelector('header.site-header');
    return {
      top: element.getBoundingClientRect().top,
      bottom: element.getBoundingClientRect().bottom,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      viewport: window.innerHeight,
    };
  });
  expect(place.top, `top ${place.top} below the header's ${place.headerBottom}`).toBeGreaterThanOrEqual(
    place.headerBottom,
  );
  expect(place.bottom).toBeLessThanOrEqual(place.viewport);
}

/** The page's live regions (components/layout/Announcer.tsx), which keep what they said last on their host. */
const politeRegion = (page: Page) => page.locator('[data-announcer]');

test('an approval by keyboard: the request opens at its heading, and the decision is said back on the queue', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const agent = await signedIn(browser, baseURL!, 'jornalista@imprensa.test', '/home-comodato', errors);
  // Near the 60 days a request may reach, past the other journeys' loans, so a vehicle is free then.
  const offset = isPhone(testInfo.project.use.viewport?.width) ? 57 : 55;
  const loan = await requestLoan(request, agent.token, isoFromToday(offset), isoFromToday(offset + 2));
  await agent.close();

  const backoffice = await signedIn(browser, baseURL!, 'backoffice@imprensa.test', '/aprovacao', errors);
  const page = backoffice.page;
  await press(page, page.getByRole('link', { name: `Abrir solicitação ${loanNumber(loan.id)}` }));
  await expect(page).toHaveURL(new RegExp(`/aprovacao/${loan.id}$`));
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));

  await page.getByLabel('Tier', { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await press(page, page.getByLabel(/^1ª opção/), 'Space');
  const fleet = page.getByLabel('Frota', { exact: true });
  await expect(fleet.locator('option:not([disabled])').nth(1)).toBeAttached();
  await fleet.focus();
  await page.keyboard.press('ArrowDown');
  await press(page, page.getByRole('button', { name: 'Aprovar' }));
  const alert = page.getByRole('dialog', { name: 'Alerta!' });
  await expect(alert).toBeVisible();
  await press(page, alert.getByRole('button', { name: 'Confirmar' }));

  await expect(page).toHaveURL(/\/aprovacao$/);
  const outcome = page.getByText(`Solicitação ${loanNumber(loan.id)} aprovada.`);
  await expectFocusOn(page, outcome);
  await expect(politeRegion(page)).toHaveAttribute(
    'data-said-polite',
    `Solicitação ${loanNumber(loan.id)} aprovada.`,
  );
  await backoffice.close();
  expect(errors).toEqual([]);
});

test('a news item from draft to published by keyboard: the chosen photo, the first save and Publicar keep the place', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const office = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/noticias/nova', errors);
  const page = office.page;
  await page.getByRole('textbox', { name: 'Título', exact: true }).focus();
  await page.keyboard.type(`Aurora pelo teclado ${Date.now().toString(36)}`);
  await page.locator('.ProseMirror').focus();
  await page.keyboard.type('Escrita e publicada sem mouse.');

  // The picker closes with the photo chosen: back on the button that opened it.
  const mainPhoto = page.getByRole('group', { name: 'Foto principal' });
  await press(page, mainPhoto.getByRole('button', { name: 'Escolher foto' }));
  const firstPhoto = mainPhoto.getByRole('button', { name: /^Escolher (?!foto$)/ }).first();
  await press(page, firstPhoto);
  await expect(mainPhoto.getByRole('img', { name: 'Foto principal escolhida' })).toBeVisible();
  await expectFocusOn(page, mainPhoto.getByRole('button', { name: 'Trocar foto' }));

  // The first save draws the editor again at the item's own address: the outcome takes the focus.
  await press(page, page.getByRole('button', { name: 'Salvar rascunho' }));
  await expect(page).toHaveURL(/\/redacao\/noticias\/\d+$/);
  await expectFocusOn(page, page.getByText('Notícia salva.', { exact: true }));
  await expect(politeRegion(page)).toHaveAttribute('data-said-polite', 'Notícia salva.');

  // 'Publicar' goes away once published: the focus goes to what happened.
  await press(page, page.getByRole('button', { name: 'Publicar', exact: true }));
  const ask = page.getByRole('dialog', { name: 'Publicar agora?' });
  await press(page, ask.getByRole('button', { name: 'Sim' }));
  await expectFocusOn(page, page.getByText('Notícia publicada.', { exact: true }));
  await expect(politeRegion(page)).toHaveAttribute('data-said-polite', 'Notícia publicada.');
  await office.close();
  expect(errors).toEqual([]);
});

test('an event with an invitation by keyboard: created, a guest added, the invitations sent', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const office = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/eventos/novo', errors);
  const page = office.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Novo evento' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).focus();
  await page.keyboard.type(`Test drive pelo teclado ${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'Descrição' }).focus();
  await page.keyboard.type('Um dia de pista com a imprensa.');
  await page.getByRole('textbox', { name: 'Local' }).focus();
  await page.keyboard.type('Autódromo de Interlagos, São Paulo');
  await page.getByLabel('Início (horário de Brasília)').fill('2033-03-10T09:00');
  await page.getByLabel('Término (horário de Brasília)').fill('2033-03-10T17:00');

  // A new page: its heading takes the focus.
  await press(page, page.getByRole('button', { name: 'Criar evento' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar evento' })).toBeVisible();
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'Editar evento' }));

  // 'Adicionar' goes away with the person added: the focus goes on to the control now in its place, the person's
  // 'Tirar' on the list being built.
  const search = page.getByRole('searchbox', { name: 'Buscar contas por nome ou e-mail' });
  await search.focus();
  await page.keyboard.type('jornalista@imprensa');
  await page.keyboard.press('Enter');
  const add = page
    .getByRole('listitem')
    .filter({ hasText: 'jornalista@imprensa.test' })
    .getByRole('button', { name: /^Adicionar/ });
  await press(page, add);
  await expect(add).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('button', { name: /^Tirar/ }));

  // 'Enviar convites': the outcome takes the focus and is said.
  await press(page, page.getByRole('button', { name: 'Enviar convites' }));
  const sent = page.getByText('1 convite enviado.', { exact: true });
  await expectFocusOn(page, sent);
  await expect(politeRegion(page)).toHaveAttribute('data-said-polite', '1 convite enviado.');
  await office.close();
  expect(errors).toEqual([]);
});

test('a loan request by keyboard: the licence upload keeps the field, date errors are said, the end lands on the home page', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the wizard at 390 px has its own journey');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const agent = await signedIn(browser, baseURL!, 'jornalista@imprensa.test', '/solicita-comodato', errors);
  const page = agent.page;
  // A laptop's height: the first step is taller than the window, so 'Prosseguir' is reached scrolled down.
  await page.setViewportSize({ width: 1280, height: 720 });
  await press(page, page.getByRole('radio', { name: 'Eu' }), 'Space');

  // The field is disabled while the picture goes: the focus comes back to it, and the outcome is said.
  const licence = page.getByLabel('Imagem da CNH');
  await licence.focus();
  const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1e5aa0' } })
    .jpeg()
    .toBuffer();
  await licence.setInputFiles({ name: 'cnh-teclado.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByText('Imagem enviada: cnh-teclado.jpg')).toBeVisible();
  await expectFocusOn(page, licence);
  await expect(politeRegion(page)).toHaveAttribute('data-said-polite', 'Imagem enviada: cnh-teclado.jpg.');
  // On to 'Prosseguir' by Tab, as the page scrolls for a person doing so.
  const next = page.getByRole('button', { name: 'Prosseguir' });
  for (
    let tabs = 0;
    tabs < 5 && !(await next.evaluate((button) => button === document.activeElement));
    tabs++
  )
    await page.keyboard.press('Tab');
  await expectFocusOn(page, next);
  await page.keyboard.press('Enter');

  // The next step's heading has the focus and stands in sight, below the sticky header, even once the models load.
  const stepTwo = page.getByRole('heading', { level: 2, name: /Opções de veículo/ });
  await expectFocusOn(page, stepTwo);
  await expect(page.getByLabel('Opção 1')).toBeVisible();
  await expectInSight(stepTwo);
  const first = page.getByLabel('Opção 1');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  const second = page.getByLabel('Opção 2');
  await second.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await press(page, page.getByRole('button', { name: 'Prosseguir' }));
  const stepThree = page.getByRole('heading', { level: 2, name: /Período/ });
  await expectFocusOn(page, stepThree);
  await expectInSight(stepThree);

  // A start already past: the error is said as it appears.
  await page.getByLabel('Data início').focus();
  await page.keyboard.type(isoFromToday(-40).split('-').reverse().join(''));
  await page.keyboard.press('Tab');
  await expect(page.getByText('Data início inválida')).toBeVisible();
  await expect(politeRegion(page)).toHaveAttribute('data-said-polite', /Data início inválida/);
  await page.getByLabel('Data início').fill('');
  await page.getByLabel('Data início').focus();
  await page.keyboard.type(isoFromToday(52).split('-').reverse().join(''));
  await page.getByLabel('Data fim').focus();
  await page.keyboard.type(isoFromToday(54).split('-').reverse().join(''));
  await page.getByLabel('Pauta').focus();
  await page.keyboard.type('Avaliação de consumo numa viagem ao litoral.');
  await press(page, page.getByRole('checkbox', { name: /Li e aceito/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Enviar' }));

  const sentDialog = page.getByRole('dialog', { name: 'Solicitação Enviada!' });
  await expect(sentDialog).toBeVisible();
  await press(page, sentDialog.getByRole('button', { name: 'Fechar' }).last());
  await expect(page).toHaveURL(/\/(home)?$/);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
  await agent.close();
  expect(errors).toEqual([]);
});
