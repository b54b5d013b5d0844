/**
 * 'Minhas solicitações' as the seeded journalist reads it, at 1280 and 390 px (both projects): signed in through the
 * embedded provider from the loan area's card, her loans in every status with the car, the period, the reason of a
 * rejection and of a cancellation, the loans she drives for the administrator, and a loan's history with what each
 * step said. axe clean with a history open; nothing wider than the phone.
 */
import { test, expect, expectNoGraveViolations, signInAtProvider } from './fixtures';

test("the journalist follows every loan of hers, with its reasons and history, in 'Minhas solicitações'", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/home-comodato');
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await expect(page).toHaveURL(/\/home-comodato$/);
  await page.getByRole('link', { name: 'Minhas solicitações' }).click();
  await expect(page).toHaveURL(/\/minhas-solicitacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas solicitações' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Suas solicitações' });
  const card = (text: string) => list.getByRole('article').filter({ hasText: text });

  // Refused by the backoffice: the status, the reason, no cancel.
  const rejected = card('Comparativo de hatches compactos');
  await expect(rejected.getByText('Reprovado (Backoffice)')).toBeVisible();
  await expect(rejected.getByText('Motivo da reprovação')).toBeVisible();
  // The reason is shown at the card's top; the folded history holds it too.
  await expect(
    rejected
      .getByText('Não há Brisa disponível nessas datas. Sugerimos uma nova solicitação para janeiro.')
      .first(),
  ).toBeVisible();
  await expect(rejected.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);

  // Cancelled by her, with her reason; closed, with its vehicle.
  const cancelled = card('Avaliação do Vento GTS');
  await expect(cancelled.getByText('Cancelado')).toBeVisible();
  await expect(cancelled.getByText('Motivo do cancelamento')).toBeVisible();
  await expect(cancelled.getByText('A pauta foi adiada.').first()).toBeVisible();
  const closed = card('Viagem de São Paulo a Paraty');
  await expect(closed.getByText('Processo finalizado')).toBeVisible();
  await expect(closed.getByText('Local de retirada')).toBeVisible();

  // Waiting: the generic status of role 10, and the cancel button.
  const waiting = card('Avaliação do T-Cross para a matéria de SUVs compactos');
  await expect(waiting.getByText(/^Status: Aguardando Aprovação$/)).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Cancelar solicitação' })).toBeVisible();

  // The administrator's request that she drives: hers to read, not to cancel.
  const driven = card('Gravação do programa Auto em Foco');
  await expect(
    driven.getByText('Você é o condutor desta solicitação de Alice Administradora.'),
  ).toBeVisible();
  await expect(driven.getByRole('button', { name: 'Cancelar solicitação' })).toHaveCount(0);

  // The history of a closed loan: each step, who, and what the backoffice and the final approval said.
  await closed.getByText(/^Histórico \(\d+ etapas\)$/).click();
  const history = closed.getByRole('list', { name: /^Histórico de CMD-\d{6}$/ });
  await expect(history).toBeVisible();
  const steps = history.getByRole('listitem');
  await expect(steps.first()).toContainText('Solicitação enviada');
  await expect(steps.first()).toContainText('Joana Jornalista');
  await expect(steps.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const first = steps.filter({ hasText: 'Aprovada na 1ª etapa' });
  await expect(first).toContainText('Bruna Backoffice');
  await expect(first).toContainText('Solicitação aprovada pelo backoffice.');
  await expect(steps.filter({ hasText: 'Aprovação final' })).toContainText(
    'Aprovado! Retire o veículo no local indicado, com a CNH do condutor.',
  );
  await expect(steps.last()).toContainText('Veículo devolvido, checklist de devolução registrado');
  await closed.scrollIntoViewIfNeeded();

  await expectNoGraveViolations(page);
  // Nothing runs past the screen's edge, at 390 px as at 1280.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
