/**
 * A journalist asks for a press car end to end: signed in through the embedded provider, the three steps
 * of /solicita-comodato with a real licence picture uploaded, 'Solicitação Enviada!', and the e-mail in the local
 * mailbox. At 1280 and 390 px (both projects), axe clean on the way.
 */
import sharp from 'sharp';
import { test, expect, expectNoGraveViolations, signInAtProvider } from './fixtures';

const brazilDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** dd/mm/yyyy, `days` from today in Brazil. */
const dayFromToday = (days: number) => brazilDay.format(new Date(Date.now() + days * 86_400_000));

test('a journalist requests a press car with a licence picture and is told it was sent', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/solicita-comodato');
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await expect(page).toHaveURL(/\/solicita-comodato$/);

  // Step 1: the journalist drives; the profile fills the fields; a new picture of the licence goes up.
  await expect(page.getByRole('heading', { name: 'Dados do condutor' })).toBeVisible();
  await page.getByRole('radio', { name: 'Eu' }).check();
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  const picture = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Imagem da CNH')
    .setInputFiles({ name: 'minha-cnh.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByText('Imagem enviada: minha-cnh.jpg')).toBeVisible();
  await expectNoGraveViolations(page);
  await page.getByRole('button', { name: 'Prosseguir' }).click();

  // Step 2: two different models; the first choice is disabled in the second list.
  await expect(page.getByRole('heading', { name: 'Opções de veículo' })).toBeVisible();
  const first = page.getByLabel('Opção 1');
  await first.selectOption({ index: 1 });
  const chosen = await first.inputValue();
  await expect(page.getByLabel('Opção 2').locator(`option[value="${chosen}"]`)).toBeDisabled();
  await page.getByLabel('Opção 2').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Prosseguir' }).click();

  // Step 3: a period too long is refused, then a good one; the need; the terms.
  await expect(page.getByRole('heading', { name: 'Período e pauta' })).toBeVisible();
  await page.getByLabel('Data início').pressSequentially(dayFromToday(3).replace(/\//g, ''));
  await page.getByLabel('Data fim').pressSequentially(dayFromToday(12).replace(/\//g, ''));
  await expect(page.getByText('Período superior a 7 dias')).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /Li e aceito/ });
  await expect(terms).toBeDisabled();
  await page.getByLabel('Data fim').fill('');
  await page.getByLabel('Data fim').pressSequentially(dayFromToday(6).replace(/\//g, ''));
  await expect(page.getByText('Período superior a 7 dias')).toHaveCount(0);
  await page
    .getByLabel('Pauta')
    .fill('Avaliação do consumo em viagem de Curitiba ao litoral para a revista.');
  await terms.check();
  await page.getByRole('button', { name: 'Enviar' }).click();

  const sent = page.getByRole('dialog', { name: 'Solicitação Enviada!' });
  await expect(sent).toContainText(
    'Sua solicitação de empréstimo de veículo foi enviada com sucesso! Aguarde nosso contato.',
  );
  await sent
    .getByRole('button', { name: /Fechar|OK/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(home)?$/);

  // The e-mail to the requester was queued with the request and delivered to the local mailbox.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(page.getByText(/Recebemos sua solicitação de empréstimo CMD-\d+/).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});
