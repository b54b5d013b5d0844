/**
 * A loan from its request to its approval with four accounts: jornalista asks for a car a month ahead; backoffice
 * approves with a fleet vehicle; gerente1 and gerente2 approve in turn, every step reaching the agent by e-mail; the
 * pickup list says from when the car can be taken. A second request for the same car and days can't be approved.
 * The handover itself (checklists, pickup, return) is handover.spec.ts's. At 1280 px; axe on each screen on the way.
 */
import type { Page } from '@playwright/test';
import { displayTitle } from '../../src/domain/format';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { isoFromToday, loanNumber, requestLoan, shown, signedIn } from './loanSteps';

// A long journey: each step fails on its own after 10 s, rather than the whole test at its end.
test.use({ actionTimeout: 10_000 });

/** Console errors of the extra browser contexts (the fixture watches only its own page). */
const contextErrors: string[] = [];

/** Approves from a manager's card: the card of `number`, 'Aprovar', then 'Confirmar' in 'Alerta!'. */
async function approveFromCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Aprovação Gerente' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: number });
  await card.getByRole('button', { name: 'Aprovar' }).click();
  const alert = page.getByRole('dialog', { name: 'Alerta!' });
  await expect(alert).toContainText('Tem certeza que deseja aprovar essa solicitação?');
  await alert.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
}

test('a loan goes from the request to its approval through four accounts, no car is booked twice, and the pickup waits for its day', async ({
  browser,
  baseURL,
  request,
  consoleErrors,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width: the phone layouts have their own tests');
  test.setTimeout(180_000);
  // Far enough ahead that the seeded loans hold no vehicle then.
  const offset = 30 + Math.floor(Math.random() * 20);
  const start = isoFromToday(offset);
  const end = isoFromToday(offset + 2);

  const agent = await signedIn(
    browser,
    baseURL!,
    'jornalista@imprensa.test',
    '/home-comodato',
    contextErrors,
  );
  const first = await requestLoan(request, agent.token, start, end);
  const second = await requestLoan(request, agent.token, start, end);
  const number = loanNumber(first.id);

  // Backoffice: the waiting request, its agent, a tier, a free vehicle of the first option, a message; approve.
  const backoffice = await signedIn(
    browser,
    baseURL!,
    'backoffice@imprensa.test',
    '/aprovacao',
    contextErrors,
  );
  const page = backoffice.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Aprovação Backoffice' })).toBeVisible();
  await page.getByRole('link', { name: `Abrir solicitação ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/aprovacao/${first.id}$`));
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  await page.getByLabel('Tier', { exact: true }).selectOption('2');
  await page.getByLabel(`1ª opção: ${displayTitle(first.model.title)}`).check();
  const fleet = page.getByLabel('Frota', { exact: true });
  await expect(fleet.locator('option:not([disabled])').nth(1)).toBeAttached();
  const vehicle = await fleet.locator('option:not([disabled])').nth(1).getAttribute('value');
  await fleet.selectOption(vehicle!);
  await page.getByLabel('Mensagem para o agente').fill('Retire o carro na portaria 2 às 9h. Boa reportagem!');
  await page.getByRole('button', { name: 'Aprovar' }).click();
  await page.getByRole('dialog', { name: 'Alerta!' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/aprovacao$/);

  // The second request for the same days: that vehicle is not free, and the API refuses it outright.
  await page.goto(`/aprovacao/${second.id}`);
  await page.getByLabel(`1ª opção: ${displayTitle(first.model.title)}`).check();
  await expect(
    page.getByLabel('Frota', { exact: true }).locator(`option[value="${vehicle}"]`),
  ).toBeDisabled();
  const clash = await request.post('/api/lendingcontract/approve', {
    headers: { authorization: backoffice.token },
    data: { idloan: second.id, carId: Number(vehicle), clientTier: 2, startDate: start, endDate: end },
  });
  expect(clash.status()).toBe(409);
  expect(((await clash.json()) as { message: string }).message).toBe('Veículo indisponível no período');

  // Manager 1 approves from the card; manager 2 from the detail page (the list's buttons are off at status 3).
  const manager1 = await signedIn(browser, baseURL!, 'gerente1@imprensa.test', '/aprovacao', contextErrors);
  await approveFromCard(manager1.page, number);
  await manager1.close();
  const manager2 = await signedIn(browser, baseURL!, 'gerente2@imprensa.test', '/aprovacao', contextErrors);
  const card = manager2.page.getByRole('listitem').filter({ hasText: number });
  await expect(card.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
  await card.getByRole('link', { name: `Ver detalhes ${number}` }).click();
  await expect(manager2.page).toHaveURL(new RegExp(`/aprovacao/${first.id}$`));
  await expectNoGraveViolations(manager2.page);
  await manager2.page.getByRole('button', { name: 'Aprovar' }).click();
  await manager2.page
    .getByRole('dialog', { name: 'Alerta!' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(manager2.page).toHaveURL(/\/aprovacao$/);
  await manager2.close();

  // The car is handed over only from the day before the start: a month ahead, the pickup list says when, with no
  // 'Retirar' (the handover itself is covered by the server's tests and the pickup page's).
  await page.goto('/retirar');
  const pickupCard = page.getByRole('listitem').filter({ hasText: number });
  await expect(pickupCard).toContainText(
    `A retirada deste veículo é possível de ${shown(isoFromToday(offset - 1))} a ${shown(end)}.`,
  );
  await expect(pickupCard.getByRole('button', { name: 'Retirar' })).toHaveCount(0);

  // Every step reached the agent.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    const toAgent = page
      .getByRole('row')
      .filter({ hasText: 'jornalista@imprensa.test' })
      .filter({ hasText: number });
    expect(await toAgent.count()).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 20_000 });

  await backoffice.close();
  await agent.close();
  expect(contextErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
