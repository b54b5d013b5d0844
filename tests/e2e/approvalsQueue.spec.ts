/**
 * The backoffice's approvals queue, signed in as backoffice@: filtering by status, searching by a requester's name
 * (without accents) and by a loan number, the filters kept in the address across a reload, the CSV export of what
 * the filters show, and 'Limpar filtros'; at 1280 px with the form in view, at 390 px behind 'Filtros'. axe on the
 * filtered list.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectNoGraveViolations, isPhone, signInAtProvider } from './fixtures';

test.use({ actionTimeout: 10_000 });

const requesterCells = (page: Page) => page.locator('td[data-label="Solicitante"]');
const statusCells = (page: Page) => page.locator('td[data-label="Status"]');
const filtersForm = (page: Page) => page.getByRole('search', { name: 'Filtrar solicitações' });

/** The list keeps the previous answer on screen while the new one loads: wait until the new one is drawn. */
async function listSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** On a phone the form folds behind 'Filtros': opened when closed. */
async function openFilters(page: Page, phone: boolean) {
  if (!phone) return;
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(filtersForm(page)).toBeVisible();
}

test('the backoffice filters, searches and exports the approvals queue', async ({ page, viewport }) => {
  const phone = isPhone(viewport?.width);
  await page.goto('/aprovacao');
  await signInAtProvider(page, 'backoffice@imprensa.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Aprovação Backoffice' })).toBeVisible();
  await expect(requesterCells(page).first()).toBeVisible();

  if (phone) await expect(filtersForm(page)).toBeHidden();
  else await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();

  // A requester's name, typed with other case and accents: only their loans.
  await openFilters(page, phone);
  await filtersForm(page).getByRole('searchbox', { name: 'Buscar' }).fill('BERNARDÓ');
  await filtersForm(page).getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/aprovacao\?q=BERNARD%C3%93$/);
  await expect(requesterCells(page).filter({ hasNotText: 'Bernardo Bloqueado' })).toHaveCount(0);
  await listSettled(page);
  await expect(page.getByRole('status').filter({ hasText: /encontrada/ })).toBeVisible();
  const bernardo = await requesterCells(page).allTextContents();
  expect(bernardo.length).toBeGreaterThan(0);
  expect(new Set(bernardo)).toEqual(new Set(['Bernardo Bloqueado']));

  // And a status besides: both apply.
  await openFilters(page, phone);
  await filtersForm(page).getByRole('checkbox', { name: 'Aguardando Aprovação (Backoffice)' }).check();
  await filtersForm(page).getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\?status=1&q=BERNARD%C3%93$/);
  if (phone) await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  await expect(statusCells(page).first()).toHaveText('Aguardando Aprovação (Backoffice)');
  await expect(statusCells(page).filter({ hasNotText: 'Aguardando Aprovação (Backoffice)' })).toHaveCount(0);
  await listSettled(page);
  expect(new Set(await statusCells(page).allTextContents())).toEqual(
    new Set(['Aguardando Aprovação (Backoffice)']),
  );
  const rows = await requesterCells(page).count();

  // A reload keeps the filters, in the list and in the form.
  await page.reload();
  await expect(statusCells(page)).toHaveCount(rows);
  await openFilters(page, phone);
  await expect(filtersForm(page).getByRole('searchbox', { name: 'Buscar' })).toHaveValue('BERNARDÓ');
  await expect(
    filtersForm(page).getByRole('checkbox', { name: 'Aguardando Aprovação (Backoffice)' }),
  ).toBeChecked();

  // The export holds what the filters show: BOM, `;`, Portuguese statuses, dd/mm/yyyy dates.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aprovacoes-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(header).toMatch(/^Número;Status;Início;Fim;Solicitante;/);
  expect(records).toHaveLength(rows);
  for (const record of records)
    expect(record).toMatch(
      /^CMD-\d{6};Aguardando Aprovação \(Backoffice\);\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};Bernardo Bloqueado;/,
    );

  // 'Limpar filtros': the whole list again.
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/aprovacao$/);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeHidden();
  await expect(requesterCells(page).filter({ hasNotText: 'Bernardo Bloqueado' }).first()).toBeVisible();
  await listSettled(page);

  // A loan number as shown finds that loan alone.
  const number = (await page.locator('td[data-label="Nº"] a').nth(2).textContent())!;
  await openFilters(page, phone);
  await filtersForm(page).getByRole('searchbox', { name: 'Buscar' }).fill(number.toLowerCase());
  await filtersForm(page).getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.locator('td[data-label="Nº"] a')).toHaveText([number]);
  await expectNoGraveViolations(page);
});
