/**
 * The newsletter form end to end, through the real API: the spec's checks in order as alerts, a subscription that
 * lands on / after 2 s, and the same address again (in another case) accepted as the same subscription.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Collects the page's alerts, accepting each. */
function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

async function fill(
  page: Page,
  values: { name: string; lastname: string; email: string; confirmation: string },
) {
  await page.getByLabel('Nome', { exact: true }).fill(values.name);
  await page.getByLabel('Sobrenome').fill(values.lastname);
  await page.getByLabel('E-mail', { exact: true }).fill(values.email);
  await page.getByLabel('Confirme o e-mail').fill(values.confirmation);
}

test('a visitor subscribes to the newsletter after the form points out each mistake', async ({
  page,
  consoleErrors,
}) => {
  const alerts = alertsOf(page);
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Cadastrar' });

  await submit.click();
  await expect.poll(() => alerts.at(-1)).toBe('Nome obrigatório!');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const address = `leitora.${Date.now()}@jornal.test`;
  await fill(page, { name: 'Ana', lastname: 'Leitora', email: address, confirmation: 'outra@jornal.test' });
  await submit.click();
  await expect.poll(() => alerts.at(-1)).toBe('Os emails são diferentes!');

  await page.getByLabel('Confirme o e-mail').fill(address);
  await submit.click();
  await expect.poll(() => alerts.at(-1)).toBe('Você precisa aceitar os termos');

  await page.getByRole('checkbox').check();
  await submit.click();
  await expect(page.getByText('Cadastro enviado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/(home)?$/, { timeout: 5000 });

  // The same address again, in capitals: the same subscription, no error.
  await page.goto('/newsletter');
  await fill(page, {
    name: 'Outra',
    lastname: 'Pessoa',
    email: address.toUpperCase(),
    confirmation: address,
  });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Cadastro enviado com sucesso')).toBeVisible();
  expect(alerts).toEqual([
    'Nome obrigatório!',
    'Os emails são diferentes!',
    'Você precisa aceitar os termos',
  ]);
  expect(consoleErrors).toEqual([]);
});
