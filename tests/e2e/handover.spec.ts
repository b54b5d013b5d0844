/**
 * The handover of a loan that starts tomorrow, in the browser: backoffice finds the car can't be picked up before
 * its delivery checklist, records it, hands the car over, is refused a return km below the delivery's and closes the
 * loan with a right one; the journalist follows it in 'Minhas solicitações'. The vehicle's calendar, opened from the
 * approval's fleet selector, shows its days free, then booked, then held from the pickup day, then free again.
 * At 1280 px only: the phone layouts of these screens are myLoans.spec.ts's and approvalsQueue.spec.ts's, and a
 * second run of this journey would only repeat its steps. axe on each screen on the way.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { displayTitle } from '../../src/domain/format';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { isoFromToday, loanNumber, requestLoan, shown, signedIn } from './loanSteps';

// A long journey: each step fails on its own after 10 s, rather than the whole test at its end.
test.use({ actionTimeout: 10_000 });

const atNoon = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** 'terça-feira, 5 de maio': a day of the calendar, as its screen-reader name (and a phone's line) says it. */
const dayName = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(atNoon(iso));
/** 'maio de 2026': the calendar's month. */
const monthName = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(atNoon(iso));

const journalist = { email: 'jornalista@imprensa.test', name: 'Joana Jornalista' };
const backofficeName = 'Bruna Backoffice';

interface Vehicle {
  id: number;
  frota: string;
  placa: string;
}

/** An approval step through the API, with the body the approval page sends. */
async function approve(
  request: APIRequestContext,
  token: string,
  body: { idloan: number; carId: number; startDate: string; endDate: string },
) {
  const response = await request.post('/api/lendingcontract/approve', {
    headers: { authorization: token },
    data: { ...body, clientTier: 2 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The value of the fact labelled `label` in a card's description list. */
const fact = (card: Locator, label: string) =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A list page (/retirar, /checklist) once its list has loaded: the cards, or the empty list's note. */
async function loadedList(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('list', { name: title }).or(page.getByText('Nenhum item encontrado', { exact: true })),
  ).toBeVisible();
}

/** A dialog in full view: its fade-in over, so axe measures its colours as they are read. */
async function fullyShown(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** The 'Fechar' at the foot of a notice (its header's close button has the same name and no text). */
const closeNotice = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Fechar' }).filter({ hasText: 'Fechar' }).click();

/** The nine items ticked, the km, the next review in six months and the return date typed. */
async function fillChecklist(dialog: Locator, km: string, returnDate: string) {
  const items = dialog.getByRole('group', { name: /^Itens verificados/ }).getByRole('checkbox');
  await expect(items).toHaveCount(9);
  for (const item of await items.all()) await item.check();
  await expect(dialog.getByText('(9/9)')).toBeVisible();
  await dialog.getByLabel('Quilometragem (km)').fill(km);
  await dialog
    .getByLabel('Data da próxima revisão')
    .pressSequentially(shown(isoFromToday(180)).replace(/\//g, ''));
  await dialog.getByLabel('Data de devolução').pressSequentially(shown(returnDate).replace(/\//g, ''));
}

/** The vehicle's calendar at the month of `iso`, loaded. */
async function openMonth(tab: Page, vehicle: Vehicle, iso: string) {
  await tab.goto(`/frota/${vehicle.id}/agenda?mes=${iso.slice(0, 7)}`);
  await expect(
    tab.getByRole('heading', { level: 1, name: `Agenda do veículo ${vehicle.frota}` }),
  ).toBeVisible();
  await expect(tab.getByRole('list', { name: monthName(iso) })).toBeVisible();
}

/** A day of the calendar shown: the month's list item holding that day's name. */
const calendarDay = (tab: Page, iso: string) =>
  tab
    .getByRole('list', { name: monthName(iso) })
    .getByRole('listitem')
    .filter({ has: tab.getByText(dayName(iso), { exact: true }) });

/** Each of `days`, its month opened afresh, holds the vehicle for loan `number` as `entry` says, or is 'Livre'. */
async function expectCalendarDays(
  tab: Page,
  vehicle: Vehicle,
  days: string[],
  entry: { number: string; text: string } | 'free',
) {
  const months = [...new Set(days.map((iso) => iso.slice(0, 7)))];
  for (const month of months) {
    const inMonth = days.filter((iso) => iso.startsWith(month));
    await openMonth(tab, vehicle, inMonth[0]!);
    for (const iso of inMonth) {
      const day = calendarDay(tab, iso);
      await expect(day).toHaveCount(1);
      if (entry === 'free') {
        await expect(day.getByText('Livre', { exact: true })).toHaveCount(1);
        await expect(day.getByRole('listitem')).toHaveCount(0);
      } else {
        const held = day.getByRole('listitem').filter({ hasText: entry.number });
        await expect(held).toBeVisible();
        await expect(held).toHaveText(entry.text);
      }
    }
  }
}

/** A pattern for any of these days as the pages show them (dd/mm/yyyy). */
const oneOf = (days: string[]) => `(?:${[...new Set(days)].map(shown).join('|')})`;

test('a loan starting tomorrow is picked up only after its delivery checklist, returned with a km not below it, and the vehicle calendar follows it', async ({
  browser,
  baseURL,
  request,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width: the phone layouts have their own tests');
  // Four sign-ins and a dozen axe runs: on a busy two-core machine a run has taken over two minutes.
  test.setTimeout(240_000);
  const contextErrors: string[] = [];
  const today = isoFromToday(0);
  const start = isoFromToday(1);
  const end = isoFromToday(2);
  const period = `${shown(start)} a ${shown(end)}`;

  const agent = await signedIn(browser, baseURL!, journalist.email, '/home-comodato', contextErrors);
  const loan = await requestLoan(request, agent.token, start, end);
  const number = loanNumber(loan.id);

  // A vehicle of the first option free from today (the car leaves the day before its start) to the end.
  const backoffice = await signedIn(
    browser,
    baseURL!,
    'backoffice@imprensa.test',
    '/aprovacao',
    contextErrors,
  );
  const free = await request.get('/api/car_frota/json/free', {
    headers: { authorization: backoffice.token },
    params: { carId: loan.model.id, startDate: today, endDate: end },
  });
  expect(free.status(), await free.text()).toBe(200);
  const { frotas } = (await free.json()) as { frotas: Vehicle[] };
  expect(
    frotas.length,
    `${loan.model.title}: no vehicle free from ${today} to ${end}`,
  ).toBeGreaterThanOrEqual(1);
  const vehicle = frotas[0]!;

  // Backoffice opens the request and, from the first option's fleet, the vehicle's calendar: its days are free.
  const page = backoffice.page;
  await page.goto(`/aprovacao/${loan.id}`);
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  await page.getByLabel(`1ª opção: ${displayTitle(loan.model.title)}`).check();
  await expect(page.getByLabel('Frota', { exact: true }).locator(`option[value="${vehicle.id}"]`)).toHaveText(
    `${vehicle.frota} · ${vehicle.placa} · Disponível no período`,
  );
  const calendarLink = page
    .getByRole('navigation', { name: 'Agenda dos veículos' })
    .getByRole('link', { name: `Agenda de ${vehicle.frota} (abre em nova aba)`, exact: true });
  const opening = page.context().waitForEvent('page');
  await calendarLink.click();
  const calendar = await opening;
  await expect(calendar).toHaveURL(new RegExp(`/frota/${vehicle.id}/agenda\\?mes=${start.slice(0, 7)}$`));
  await expect(
    calendar.getByRole('heading', { level: 1, name: `Agenda do veículo ${vehicle.frota}` }),
  ).toBeVisible();
  await expectCalendarDays(calendar, vehicle, [start, end], 'free');

  // Backoffice (with that vehicle), gerente1 and gerente2 approve (the browser approvals have their own test).
  const decision = { idloan: loan.id, carId: vehicle.id, startDate: start, endDate: end };
  await approve(request, backoffice.token, decision);
  for (const email of ['gerente1@imprensa.test', 'gerente2@imprensa.test']) {
    const manager = await signedIn(browser, baseURL!, email, '/aprovacao', contextErrors);
    await approve(request, manager.token, decision);
    await manager.close();
  }

  // The calendar: both days booked for this loan.
  await expectCalendarDays(calendar, vehicle, [start, end], {
    number,
    text: `Reservado: ${number} · ${journalist.name} (${period} · Aprovado)`,
  });
  await expectNoGraveViolations(calendar);

  // The pickup list says why it can't be picked up yet, with no 'Retirar'.
  await page.goto('/retirar');
  await loadedList(page, 'Retirar Veículo');
  const pickupCard = page.getByRole('article', { name: `Retirar veículo ${number}`, exact: true });
  await expect(pickupCard).toContainText('Registre o checklist de entrega antes da retirada.');
  await expect(fact(pickupCard, 'Checklist de entrega')).toHaveText('Pendente');
  await expect(fact(pickupCard, 'Período')).toHaveText(period);
  await expect(fact(pickupCard, 'Frota')).toHaveText(vehicle.frota);
  await expect(pickupCard.getByRole('button', { name: 'Retirar' })).toHaveCount(0);

  // The delivery checklist: the loan waits for it in /checklist, tagged 'Entrega'.
  await page.goto('/checklist');
  await loadedList(page, 'Checklist: Entrega e Devolução');
  const checklistCard = page.getByRole('article', {
    name: `${displayTitle(loan.model.title)} ${number}`,
    exact: true,
  });
  await expect(checklistCard.getByText('Entrega', { exact: true })).toBeVisible();
  await expect(fact(checklistCard, 'Checklist de entrega')).toHaveText('Pendente');
  await checklistCard.getByRole('button', { name: 'Fazer Checklist' }).click();
  const delivery = page.getByRole('dialog', { name: `Checklist de Entrega · ${number}` });
  await fullyShown(delivery);
  await expect(delivery.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-disabled', 'true');
  await fillChecklist(delivery, '12345', end);
  const sendDelivery = delivery.getByRole('button', { name: 'Enviar' });
  await expect(sendDelivery).not.toHaveAttribute('aria-disabled');
  await expectNoGraveViolations(page);
  // A step is stamped with the day in Brasília when it happens, which a run near midnight can see change.
  const deliveredOn = [isoFromToday(0)];
  await sendDelivery.click();
  const sent = page.getByRole('dialog', { name: 'Checklist Enviado!' });
  await expect(sent).toContainText('Checklist enviado com sucesso!');
  deliveredOn.push(isoFromToday(0));
  await closeNotice(sent);
  await expect(sent).toBeHidden();
  await expect(checklistCard).toHaveCount(0);

  // Now 'Retirar' is offered, with who recorded the delivery and its km; the pickup is confirmed and thanked.
  await page.goto('/retirar');
  await loadedList(page, 'Retirar Veículo');
  await expect(fact(pickupCard, 'Checklist de entrega')).toHaveText(
    new RegExp(`^${oneOf(deliveredOn)} às \\d{2}:\\d{2}, por ${backofficeName}$`),
  );
  await expect(fact(pickupCard, 'Km na entrega')).toHaveText('12.345 km');
  await expect(pickupCard).not.toContainText('Registre o checklist de entrega antes da retirada.');
  const askedOn = [isoFromToday(0)];
  await pickupCard.getByRole('button', { name: 'Retirar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirar veículo' });
  await expect(confirm).toBeVisible();
  askedOn.push(isoFromToday(0));
  await expect(confirm).toContainText(
    new RegExp(`Confirma a retirada do veículo ${vehicle.frota} em ${oneOf(askedOn)}`),
  );
  await fullyShown(confirm);
  await confirm.getByRole('button', { name: 'Sim' }).click();
  const thanks = page.getByRole('dialog', { name: 'Obrigado' });
  await expect(thanks).toContainText('Veículo retirado com sucesso.');
  // The day it was picked up: the car is held from it.
  const pickedUp = isoFromToday(0);
  await closeNotice(thanks);
  await expect(page).toHaveURL(/\/home-comodato$/);
  await page.goto('/retirar');
  await loadedList(page, 'Retirar Veículo');
  await expect(pickupCard).toHaveCount(0);

  // The journalist sees the car lent; the calendar holds the vehicle from the pickup day.
  await agent.page.goto('/minhas-solicitacoes');
  const myCard = agent.page.getByRole('list', { name: 'Suas solicitações' }).getByRole('article').filter({
    hasText: number,
  });
  await expect(myCard.getByText(/^Status: Veículo emprestado$/)).toBeVisible();
  await expectCalendarDays(calendar, vehicle, [pickedUp, start, end], {
    number,
    text: `Em comodato: ${number} · ${journalist.name} (${shown(pickedUp)} a ${shown(end)} · Veículo emprestado)`,
  });

  // The return checklist: tagged 'Devolução', with the pickup shown; a km below the delivery's is refused.
  await page.goto('/checklist');
  await loadedList(page, 'Checklist: Entrega e Devolução');
  await expect(checklistCard.getByText('Devolução', { exact: true })).toBeVisible();
  await expect(fact(checklistCard, 'Retirada')).toHaveText(
    new RegExp(`^${shown(pickedUp)} às \\d{2}:\\d{2}, por ${backofficeName}$`),
  );
  await checklistCard.getByRole('button', { name: 'Fazer Checklist' }).click();
  const giveBack = page.getByRole('dialog', { name: `Checklist de Devolução · ${number}` });
  await fullyShown(giveBack);
  await fillChecklist(giveBack, '12000', isoFromToday(0));
  const kmBelow = 'A quilometragem da devolução não pode ser menor que a da entrega (12.345 km).';
  const km = giveBack.getByLabel('Quilometragem (km)');
  await expect(km).toHaveAttribute('aria-invalid', 'true');
  await expect(km).toHaveAccessibleDescription(kmBelow);
  const sendReturn = giveBack.getByRole('button', { name: 'Enviar' });
  await expect(sendReturn).toHaveAttribute('aria-disabled', 'true');
  await expect(sendReturn).toHaveAccessibleDescription(kmBelow);
  // Said under the field and beside 'Enviar', both in view.
  await expect(giveBack.getByText(kmBelow, { exact: true })).toHaveCount(2);
  for (const said of await giveBack.getByText(kmBelow, { exact: true }).all())
    await expect(said).toBeVisible();
  await expectNoGraveViolations(page);
  // Enter in the field submits the form: nothing is sent, the form stays with its message.
  await km.press('Enter');
  await expect(giveBack).toBeVisible();
  await expect(km).toHaveAccessibleDescription(kmBelow);
  // The API refuses it too, with the same words.
  const refused = await request.post('/api/checklist/create', {
    headers: { authorization: backoffice.token },
    data: {
      loanId: loan.id,
      checklist: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      nextReviewDate: isoFromToday(180),
      returnDate: isoFromToday(0),
      notes: '',
      km: '12000',
      files: [],
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(kmBelow);
  // The loan is still open: after a reload it still waits for its return checklist.
  await page.reload();
  await loadedList(page, 'Checklist: Entrega e Devolução');
  await expect(checklistCard.getByText('Devolução', { exact: true })).toBeVisible();

  // A km from the delivery's up closes the loan.
  await checklistCard.getByRole('button', { name: 'Fazer Checklist' }).click();
  await fillChecklist(giveBack, '12400', isoFromToday(0));
  await expect(km).not.toHaveAttribute('aria-invalid');
  await expect(giveBack.getByText(kmBelow, { exact: true })).toHaveCount(0);
  await expect(sendReturn).not.toHaveAttribute('aria-disabled');
  await sendReturn.click();
  await expect(sent).toContainText('Checklist enviado com sucesso!');
  await closeNotice(sent);
  await expect(sent).toBeHidden();
  await expect(checklistCard).toHaveCount(0);

  // Closed: for the journalist, on the approval page, and the vehicle's days are free again.
  await agent.page.reload();
  await expect(myCard.getByText(/^Status: Processo finalizado$/)).toBeVisible();
  await page.goto(`/aprovacao/${loan.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${number} Processo finalizado` })).toBeVisible();
  await expectNoGraveViolations(page);
  await expectCalendarDays(calendar, vehicle, [start, end], 'free');

  await backoffice.close();
  await agent.close();
  expect(contextErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
