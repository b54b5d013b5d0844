/**
 * Events: an invited journalist signs in, sees Eventos in the menu, accepts one invitation and refuses
 * another on /eventos, each after its confirmation, and answers a third through the link of the invitation e-mail,
 * without signing in; the answers stay, and the page says to contact the press office. Someone invited to nothing
 * sees no Eventos. axe clean on the way. The answers are final, so the journey picks the first open invitations and
 * runs once per newsroom (desktop); the phone looks at the list and the dialog without answering.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, expectNoGraveViolations, signInAtProvider } from './fixtures';

const lockedText = 'Você já respondeu a este convite. Para alterar, fale com a assessoria de imprensa.';

test.use({ actionTimeout: 10_000 });

async function signIn(page: Page, email: string, path: string) {
  // The cookie question answered once, on a page of the site, and kept in its storage. Not an init script: that
  // would run in every frame, and the mailbox's sandboxed message frame logs an error for each script it blocks.
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('acceptCookies', 'false'));
  await page.goto(path);
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The address changes as the navigation starts; the router draws the page in a transition once its code is here.
  // Until then the sign-in's screen stays, and a menu opened on it would close as the page arrives.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The open invitations' cards, in the upcoming tab. */
const openCards = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Próximos Eventos' })
    .getByRole('article')
    .filter({ hasText: 'Aguardando resposta' });

/** The invitation e-mail of `title` to the journalist, opened on the local mailbox; answers its page's HTML. */
async function invitationMail(page: Page, title: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: 'jornalista@imprensa.test' })
    .filter({ hasText: `Convite: ${title}` })
    .first()
    .getByRole('link')
    .first()
    .click();
  return page.content();
}

/** A browser with nobody signed in, as an e-mail client opens a link. */
async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

test('an invited journalist accepts, refuses, and answers a third invitation from the e-mail', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'answers are final: the journey runs once per newsroom');
  test.setTimeout(90_000);

  await signIn(page, 'jornalista@imprensa.test', '/eventos');
  // Signing in read the invitations and raised the flag: the menu offers Eventos.
  expect(await page.evaluate(() => localStorage.getItem('user-has-event'))).toBe('true');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu do usuário' }).getByRole('link', { name: 'Eventos' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link', { name: 'Área Logada' })).toHaveAttribute('href', '/area-logada');
  await expect(trail).toContainText('Eventos');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Próximos Eventos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Eventos Anteriores' })).toBeVisible();
  await expect(openCards(page).nth(2)).toBeVisible();

  // 1. Accept the first open invitation, with an agenda.
  const first = openCards(page).first();
  const firstTitle = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: 'Ver detalhes' }).click();
  let dialog = page.getByRole('dialog', { name: firstTitle });
  await dialog
    .getByRole('textbox', { name: 'Pauta ou motivo' })
    .fill('Matéria sobre o lançamento para o caderno de veículos.');
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  let confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm).toContainText('Confirma presença neste evento?');
  await confirm.getByRole('button', { name: 'Sim' }).click();
  await expect(dialog.getByText('Presença confirmada. Até lá!')).toBeVisible();
  await expect(dialog.getByText(lockedText)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  // The list was read again: the card shows the answer.
  const firstCard = page.getByRole('article', { name: firstTitle });
  await expect(firstCard).toContainText('Presença confirmada');

  // 2. Refuse the next one: 'Não' first changes nothing, then 'Sim'.
  const second = openCards(page).first();
  const secondTitle = (await second.getByRole('heading').textContent())!.trim();
  expect(secondTitle).not.toBe(firstTitle);
  await second.getByRole('button', { name: 'Ver detalhes' }).click();
  dialog = page.getByRole('dialog', { name: secondTitle });
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm).toContainText(
    'Tem certeza que deseja recusar permanentemente este evento da sua lista?',
  );
  await confirm.getByRole('button', { name: 'Não' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Recusar' })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Pauta ou motivo' })
    .fill('Estarei em outra cobertura nesta data.');
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
  await expect(dialog.getByText('Convite recusado.')).toBeVisible();
  await expect(dialog.getByText(lockedText)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(page.getByRole('article', { name: secondTitle })).toContainText('Convite recusado');

  // What the API keeps: both answers, with their agenda text.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user-data')!) as { token: string }).token,
  );
  const read = async () =>
    (
      (await (await page.request.get('/api/events', { headers: { authorization: token } })).json()) as {
        list: {
          id: number;
          title: string;
          guests: { events_guests: { status: number; description: string } }[];
        }[];
      }
    ).list;
  let list = await read();
  const answerOf = (title: string) => list.find((event) => event.title === title)!.guests[0]!.events_guests;
  expect(answerOf(firstTitle)).toMatchObject({
    status: 2,
    description: 'Matéria sobre o lançamento para o caderno de veículos.',
  });
  expect(answerOf(secondTitle)).toMatchObject({
    status: 3,
    description: 'Estarei em outra cobertura nesta data.',
  });
  // A second answer is refused with the locked text.
  const again = await page.request.post('/api/events/reject', {
    headers: { authorization: token },
    data: {
      eventId: list.find((event) => event.title === firstTitle)!.id,
      userId: await page.evaluate(
        () => (JSON.parse(localStorage.getItem('user-data')!) as { user: { id: number } }).user.id,
      ),
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(lockedText);

  // 3. The next open invitation, answered from its e-mail in a browser where nobody is signed in.
  const third = openCards(page).first();
  const thirdTitle = (await third.getByRole('heading').textContent())!.trim();
  const message = await invitationMail(page, thirdTitle);
  const link = /https?:\/\/[^\s"'<>]+\/convite\/\d+\?resposta=aceitar[^\s"'<>]*/
    .exec(message)?.[0]
    ?.replace(/&amp;/g, '&');
  expect(link, 'the accept link in the invitation').toBeTruthy();
  const mail = await freshPage(browser, baseURL!);
  await mail.page.goto(link!);
  await expect(mail.page.getByRole('heading', { level: 1, name: thirdTitle })).toBeVisible();
  await expectNoGraveViolations(mail.page);
  await mail.page.getByLabel('Pauta ou motivo (opcional)').fill('Vou com um fotógrafo.');
  await mail.page.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(
    mail.page.getByRole('heading', { level: 1, name: 'Presença confirmada. Até lá!' }),
  ).toBeVisible();
  // The link again: the answer stays.
  await mail.page.goto(link!);
  await expect(mail.page.getByRole('alert')).toContainText(lockedText);
  await expect(mail.page.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);
  // An edited signature opens nothing.
  const forged = await mail.page.request.get(link!.replace(/signature=[^&]+/, 'signature=forjada'));
  expect(forged.status()).toBe(403);
  expect(mail.errors.filter((text) => !/status of 403/.test(text))).toEqual([]);
  await mail.close();

  await page.goto('/eventos');
  const thirdCard = page.getByRole('article', { name: thirdTitle });
  await expect(thirdCard).toContainText('Presença confirmada');
  await thirdCard.getByRole('button', { name: 'Ver detalhes' }).click();
  dialog = page.getByRole('dialog', { name: thirdTitle });
  await expect(dialog.getByText('Vou com um fotógrafo.')).toBeVisible();
  await expect(dialog.getByText(lockedText)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  list = await read();
  expect(answerOf(thirdTitle).status).toBe(2);

  // Past events are under their own tab, answered or not, with no way to answer.
  await page.getByRole('tab', { name: 'Eventos Anteriores' }).click();
  const past = page.getByRole('tabpanel', { name: 'Eventos Anteriores' });
  await expect(past.getByRole('article')).toHaveCount(2);
  await past.getByRole('article').first().getByRole('button', { name: 'Ver detalhes' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Recusar' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('someone invited to nothing sees no Eventos; /lista-comodato is the same list', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, 'backoffice@imprensa.test', '/area-logada');
  expect(await page.evaluate(() => localStorage.getItem('user-has-event'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Solicitação de Veículo' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Eventos' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu do usuário' }).getByRole('link', { name: 'Eventos' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/lista-comodato');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(page.getByText('Não foram encontrados resultados')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Eventos Anteriores' })).toHaveCount(0);
  await expectNoGraveViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the list and the details dialog on a phone, without answering', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the desktop journey covers 1280 px');
  await signIn(page, 'bloqueado@imprensa.test', '/eventos');
  const card = openCards(page).first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: 'Ver detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: 'Pauta ou motivo' })).toHaveAttribute(
    'placeholder',
    'Digite a pauta ou o motivo...',
  );
  await expect(dialog.getByRole('textbox', { name: 'Pauta ou motivo' })).toHaveAttribute('maxlength', '2000');
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmação' });
  await expect(confirm).toContainText(
    'Tem certeza que deseja recusar permanentemente este evento da sua lista?',
  );
  await confirm.getByRole('button', { name: 'Não' }).click();
  await expect(dialog.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
