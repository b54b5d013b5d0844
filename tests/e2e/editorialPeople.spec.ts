/**
 * The administrator's people screens at 1280 px: a journalist's request waits for the backoffice; the administrator
 * finds the journalist by e-mail, blocks them for loans with a reason, and the request's approval page shows the
 * driver 'Bloqueado' with that reason; the journalist is told by e-mail; the block is lifted with a justification
 * and both steps are in the person's history. axe on the list and on the person.
 */
import { test, expect } from './fixtures';
import { isoFromToday, requestLoan, signedIn } from './loanSteps';

test('the administrator blocks a driver, the approval shows it, and lifts the block', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the administrator works at 1280 px; checked once');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const journalist = await signedIn(
    browser,
    baseURL!,
    'jornalista@imprensa.test',
    '/minhas-solicitacoes',
    errors,
  );
  const loan = await requestLoan(
    journalist.page.request,
    journalist.token,
    isoFromToday(40),
    isoFromToday(42),
  );
  await journalist.close();

  const { page } = await signedIn(browser, baseURL!, 'admin@imprensa.test', '/redacao/pessoas', errors);
  await expect(page.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Áreas da Redação' }).getByRole('link')).toHaveText([
    'Notícias',
    'Agenda',
    'Álbuns',
    'Páginas',
    'Carros',
    'Contatos',
    'Destaques da home',
    'Eventos',
    'Frota',
    'Pessoas',
  ]);
  await page.getByLabel('Buscar por nome, e-mail ou CPF').fill('jornalista@imprensa.test');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/redacao\/pessoas\?q=jornalista%40imprensa.test$/);
  const row = page.getByRole('row').filter({ hasText: 'jornalista@imprensa.test' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ativo');
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
  await expect(page.getByText(/CMD-\d{6}/).first()).toBeVisible();
  const reason = 'Devolveu o veículo com avarias na última reportagem.';
  await page.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Escreva o motivo com ao menos 10 caracteres.')).toBeVisible();
  await page.getByLabel('Motivo do bloqueio').fill(reason);
  await page.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Pessoa bloqueada. O motivo foi enviado por e-mail.').first()).toBeAttached();
  await expect(page.locator('.person-facts')).toContainText('Bloqueado');
  const history = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(history).toContainText(`Bloqueou: ${reason}`);

  // The request waiting for the backoffice: its driver is the journalist, now blocked.
  await page.goto(`/aprovacao/${loan.id}`);
  await expect(page.getByText('Bloqueado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(reason).first()).toBeVisible();

  await page.goto('/dev/mailbox');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'jornalista@imprensa.test' })
      .filter({ hasText: 'Seu cadastro foi bloqueado para empréstimos de veículos' }),
  ).toHaveCount(1);

  // Lifted again, with a justification, so the journalist's other journeys find them free.
  await page.goto('/redacao/pessoas?q=jornalista%40imprensa.test');
  await page.getByRole('row').filter({ hasText: 'jornalista@imprensa.test' }).getByRole('link').click();
  await page.getByLabel('Justificativa do desbloqueio').fill('Reparo pago e conversa com a equipe.');
  await page.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(
    page.getByText('Bloqueio retirado. A justificativa foi enviada por e-mail.').first(),
  ).toBeAttached();
  await expect(page.locator('.person-facts')).toContainText('Ativo');
  await expect(history).toContainText('Desbloqueou: Reparo pago e conversa com a equipe.');
  expect(errors).toEqual([]);
});
