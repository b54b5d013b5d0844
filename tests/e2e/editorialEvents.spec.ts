/**
 * The events staff area at the press office's desk (1280 px): the press office creates an event, invites
 * jornalista@imprensa.test by account and an address without one; both e-mails are in the local mailbox (the
 * invitation, and the invitation to register first); the journalist accepts on /eventos, and the answer shows on
 * the event's page in /redacao, where the address that never registered has its invitation withdrawn (and is told by
 * e-mail). Both new screens are clean for axe. The event is years ahead, so the events journey
 * (events.spec.ts), which answers the journalist's soonest invitations, never meets it.
 */
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test('the press office invites a journalist and an unknown address, and sees the answer', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; answers are final');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const stamp = Date.now();
  const title = `Lançamento de teste ${stamp}`;
  const unknown = `convidado.${stamp}@exemplo.test`;

  const office = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/eventos', errors);
  const page = office.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo evento' })).toBeVisible();

  await page.getByRole('link', { name: 'Novo evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo evento' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Descrição' }).click();
  await page.keyboard.type('Apresentação do novo SUV à imprensa.');
  await page.getByRole('textbox', { name: 'Local' }).fill('Autódromo de Interlagos, São Paulo');
  await page.getByLabel('Início (horário de Brasília)').fill('2031-06-10T19:00');
  await page.getByLabel('Término (horário de Brasília)').fill('2031-06-10T22:00');
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar evento' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  const eventPath = new URL(page.url()).pathname;

  // The guest list: an account found by its e-mail, and a pasted address without one.
  await page.getByRole('searchbox', { name: 'Buscar contas por nome ou e-mail' }).fill('jornalista@imprensa');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'jornalista@imprensa.test' })
    .getByRole('button', { name: /^Adicionar/ })
    .click();
  await page.getByRole('textbox', { name: 'Colar e-mails' }).fill(unknown);
  await expectNoGraveViolations(page);
  await page.getByRole('button', { name: 'Enviar convites' }).click();
  await expect(page.getByRole('region', { name: 'Convidar' }).getByRole('status')).toHaveText(
    '1 convite enviado; 1 convite para cadastro.',
  );
  const guests = page.getByRole('table', { name: 'Convidados e suas respostas' });
  await expect(guests.getByRole('row').filter({ hasText: 'jornalista@imprensa.test' })).toContainText(
    'Pendente',
  );
  await expect(
    page
      .getByRole('region', { name: 'Convidados', exact: true })
      .getByRole('listitem')
      .filter({ hasText: unknown }),
  ).toBeVisible();

  // Both e-mails wait in the outbox, which the local mailbox lists.
  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'jornalista@imprensa.test' })
      .filter({ hasText: `Convite: ${title}` }),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: unknown })
      .filter({ hasText: `Convite: ${title}` }),
  ).toHaveCount(1);

  // The journalist accepts on /eventos.
  const guest = await signedIn(browser, baseURL!, 'jornalista@imprensa.test', '/eventos', errors);
  const card = guest.page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Ver detalhes' }).click();
  const dialog = guest.page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Pauta ou motivo' }).fill('Matéria para o caderno de veículos.');
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await guest.page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
  await expect(dialog.getByText('Presença confirmada. Até lá!')).toBeVisible();
  await guest.close();

  // The answer, with its agenda text, on the event's page in /redacao.
  await page.goto(eventPath);
  const row = page
    .getByRole('table', { name: 'Convidados e suas respostas' })
    .getByRole('row')
    .filter({ hasText: 'jornalista@imprensa.test' });
  await expect(row).toContainText('Aceito');
  await expect(row).toContainText('Matéria para o caderno de veículos.');
  await expectNoGraveViolations(page);

  // The address that never registered is taken off the list, and told so.
  const guestList = page.getByRole('region', { name: 'Convidados', exact: true });
  await guestList.getByRole('button', { name: `Retirar convite de ${unknown}` }).click();
  const withdraw = page.getByRole('dialog', { name: 'Retirar convite' });
  await expect(withdraw).toContainText(`${unknown} sairá da lista de convidados`);
  // Drawn over the page as a dialog, not left unstyled under the footer.
  await expect(withdraw.getByRole('button', { name: 'Sim' })).toBeInViewport();
  await withdraw.getByRole('button', { name: 'Sim' }).click();
  await expect(withdraw).toBeHidden();
  await expect(guestList.getByRole('listitem').filter({ hasText: unknown })).toHaveCount(0);
  await expect(guestList.getByRole('heading', { name: 'Convidados' })).toBeFocused();
  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: unknown })
      .filter({ hasText: `Convite retirado: ${title}` }),
  ).toHaveCount(1);
  await office.close();

  expect(errors).toEqual([]);
});
