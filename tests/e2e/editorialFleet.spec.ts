/**
 * The fleet in /redacao/frota as the backoffice uses it, at 1280 px: a new vehicle of a model with no fleet yet
 * (Aurora Sabiá), the model added to those the request wizard offers, the vehicle taken out of service on some
 * days; then the journalist, in the wizard, picks that model for those days and is told it has no car free then, the
 * request is sent, and the approval's agenda of the model shows its only vehicle taken ('Indisponível no período').
 * Axe on each new screen. The period and the model are taken back at the end, so the other journeys of the run find
 * the wizard's list as seeded.
 */
import sharp from 'sharp';
import { displayTitle } from '../../src/domain/format';
import { test, expect, expectNoGraveViolations } from './fixtures';
import { isoFromToday, loanNumber, shown, signedIn } from './loanSteps';

test.use({ actionTimeout: 10_000 });

const model = 'Aurora Sabiá';

/** A plate, chassis and fleet number of this run only (the database lives as long as the run). */
function freshVehicle() {
  const stamp = String(Date.now()).slice(-6);
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const letter = (n: number) => letters[n % letters.length]!;
  const n = Number(stamp);
  return {
    frota: `FROTA-E2E-${stamp}`,
    placa: `${letter(n)}${letter(n >> 3)}${letter(n >> 6)}${stamp[0]}${letter(n >> 9)}${stamp.slice(1, 3)}`,
    // World maker code, a filler, the model, the year letter, the plant, a serial: 17, without I, O or Q.
    chassis: `9BWZZZSABTB${stamp}`,
  };
}

test('the backoffice takes a vehicle out of service and the model it is the only car of shows those days taken', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the backoffice works at 1280 px; checked once');
  test.setTimeout(180_000);
  const errors: string[] = [];
  // Far enough ahead that nothing holds the new car then, within the 60 days a request may start in.
  const offset = 35 + Math.floor(Math.random() * 15);
  const start = isoFromToday(offset);
  const end = isoFromToday(offset + 2);
  const vehicle = freshVehicle();

  const backoffice = await signedIn(browser, baseURL!, 'backoffice@imprensa.test', '/redacao/frota', errors);
  const page = backoffice.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Frota' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Veículos da frota de imprensa' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Aurora T-Cross' })).toBeVisible();

  // A new vehicle: the only one of its model.
  await page.getByRole('link', { name: 'Novo veículo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo veículo' })).toBeVisible();
  await page.getByLabel('Frota', { exact: true }).fill(vehicle.frota);
  await page.getByLabel('Placa', { exact: true }).fill(vehicle.placa.toLowerCase());
  await page.getByLabel('Chassi', { exact: true }).fill(vehicle.chassis);
  await page.getByLabel('Modelo', { exact: true }).selectOption({ label: model });
  await page.getByLabel('Versão', { exact: true }).selectOption({ label: 'Sabiá 1200 (1961)' });
  await page.getByLabel('Ano do modelo', { exact: true }).fill('2026');
  await page.getByLabel('Cor', { exact: true }).fill('Verde Imperial');
  await page.getByLabel('Local', { exact: true }).fill('São Bernardo do Campo - SP');
  await page.getByRole('button', { name: 'Cadastrar veículo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Veículo ${vehicle.frota}` })).toBeVisible();
  await expect(page.getByLabel('Placa', { exact: true })).toHaveValue(vehicle.placa);
  const vehicleId = Number(/\/redacao\/frota\/(\d+)$/.exec(page.url())![1]);

  // Out of service on the days the journalist will ask for.
  const downtime = page.getByRole('region', { name: 'Períodos fora de serviço' });
  const form = downtime.getByRole('form', { name: 'Tirar de serviço' });
  await form.getByLabel('Data início').pressSequentially(shown(start).replace(/\//g, ''));
  await form.getByLabel('Data fim').pressSequentially(shown(end).replace(/\//g, ''));
  await form.getByLabel('Motivo').fill('Revisão de freios');
  await form.getByRole('button', { name: 'Salvar período' }).click();
  const period = `${shown(start)} a ${shown(end)}`;
  await expect(downtime.getByText(period)).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de alterações' });
  await expect(history.getByRole('listitem').first()).toContainText(
    `Tirou de serviço: Revisão de freios (${period})`,
  );
  await expect(page.getByRole('link', { name: 'Ver agenda do veículo' })).toHaveAttribute(
    'href',
    `/frota/${vehicleId}/agenda`,
  );

  // The model joins the request wizard's list.
  await page.goto('/redacao/frota');
  const models = page.getByRole('region', { name: 'Modelos oferecidos na solicitação' });
  await models
    .getByLabel('Adicionar modelo com veículos na frota')
    .selectOption({ label: `${model} (1 veículo)` });
  await models.getByRole('button', { name: 'Adicionar' }).click();
  await models.getByRole('button', { name: 'Salvar modelos' }).click();
  await expect(models.getByRole('status')).toHaveText('Lista de modelos salva.');

  // The journalist: the wizard's models now offer it with its one vehicle, and a request for those days goes in.
  const agent = await signedIn(browser, baseURL!, 'jornalista@imprensa.test', '/home-comodato', errors);
  const headers = { authorization: agent.token };
  const { cars } = (await (await request.get('/api/car_frota/json/cars_frota', { headers })).json()) as {
    cars: { id: number; title: string; car_frota: { frota: string }[] }[];
  };
  const offered = cars.find((car) => car.title === model)!;
  expect(offered.car_frota.map((car) => car.frota)).toEqual([vehicle.frota]);

  // In the wizard, at 1280 px: the model for those days has no car free, said in words; sending stays possible.
  const wizard = agent.page;
  await wizard.goto('/solicita-comodato');
  await expect(wizard.getByRole('heading', { name: 'Dados do condutor' })).toBeVisible();
  await wizard.getByRole('radio', { name: 'Eu' }).check();
  await wizard.getByLabel('Imagem da CNH').setInputFiles({
    name: 'cnh.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 400, height: 260, channels: 3, background: '#2a5599' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(wizard.getByText('Imagem enviada: cnh.jpg')).toBeVisible();
  await wizard.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(wizard.getByRole('heading', { name: 'Opções de veículo' })).toBeVisible();
  await wizard.getByLabel('Opção 1').selectOption({ label: displayTitle(model) });
  await wizard
    .getByLabel('Opção 2')
    .selectOption({ label: displayTitle(cars.find((car) => car.id !== offered.id)!.title) });
  await wizard.getByRole('button', { name: 'Prosseguir' }).click();
  await expect(wizard.getByRole('heading', { name: 'Período e pauta' })).toBeVisible();
  await wizard.getByLabel('Data início').pressSequentially(shown(start).replace(/\//g, ''));
  await wizard.getByLabel('Data fim').pressSequentially(shown(end).replace(/\//g, ''));
  const availability = wizard.getByRole('status').filter({ hasText: 'Disponibilidade nas datas escolhidas' });
  await expect(availability.getByRole('listitem').first()).toContainText(
    `Opção 1: ${model} — Indisponível no período (sem carro livre nessas datas)`,
  );
  await expect(availability).toContainText('Você pode enviar a solicitação mesmo assim');
  await wizard.getByLabel('Pauta').fill('Reportagem sobre os clássicos da marca na estrada.');
  await wizard.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await expect(wizard.getByRole('button', { name: 'Enviar' })).toHaveClass(/btn-primary/);
  await expectNoGraveViolations(wizard);
  // The request itself goes through the API the wizard calls, which answers the loan's id the approval needs.
  const upload = await request.post('/api/medias/upload-front', {
    headers,
    multipart: {
      file: {
        name: 'cnh.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 400, height: 260, channels: 3, background: '#2a5599' } })
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const asked = await request.post('/api/lendingcontract/request', {
    headers,
    data: {
      isOwner: true,
      cpf: '529.982.247-25',
      cnh: '12345678901',
      rg: '12.345.678-9',
      option1: offered.id,
      option2: cars.find((car) => car.id !== offered.id)!.id,
      startDate: start,
      endDate: end,
      description: 'Reportagem sobre os clássicos da marca na estrada.',
      cnhPicture: ((await upload.json()) as { media: string }).media,
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const loanId = ((await asked.json()) as { id: number }).id;
  await agent.close();

  // The approval's agenda of the model: its only vehicle is taken on those days.
  await page.goto(`/aprovacao/${loanId}`);
  await expect(page.getByRole('heading', { name: 'Dados Pessoais' })).toBeVisible();
  await expect(page.getByText(loanNumber(loanId)).first()).toBeVisible();
  await page.getByLabel(`1ª opção: ${displayTitle(model)}`).check();
  const option = page.getByLabel('Frota', { exact: true }).locator(`option[value="${vehicleId}"]`);
  await expect(option).toBeDisabled();
  await expect(option).toContainText('Indisponível no período');

  // Taken back: the period, then the model from the wizard's list.
  await page.goto(`/redacao/frota/${vehicleId}`);
  await downtime.getByRole('button', { name: `Devolver ao serviço: período ${period}` }).click();
  await page.getByRole('dialog', { name: 'Confirmação' }).getByRole('button', { name: 'Sim' }).click();
  await expect(downtime.getByText('Nenhum período fora de serviço a partir de hoje.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Devolveu ao serviço');
  await page.goto('/redacao/frota');
  await models.getByRole('button', { name: `Retirar ${model} da lista` }).click();
  await models.getByRole('button', { name: 'Salvar modelos' }).click();
  await expect(models.getByRole('status')).toHaveText('Lista de modelos salva.');

  await backoffice.close();
  expect(errors).toEqual([]);
});
