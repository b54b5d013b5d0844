/**
 * Site search through the real engine: the header's suggestions picked with the keyboard, then the results page
 * and its tabs.
 */
import type { Page } from '@playwright/test';
import { test, expect, isPhone } from './fixtures';

/** The header's search box; on a phone it opens from its button first. */
async function searchBox(page: Page, width: number | undefined) {
  if (isPhone(width)) await page.getByRole('button', { name: 'Abrir pesquisa' }).click();
  const box = page.getByRole('combobox', { name: 'Pesquisar' });
  await expect(box).toBeVisible();
  return box;
}

test('a suggestion picked with the keyboard opens its page; Enter opens the results by category', async ({
  page,
  consoleErrors,
  viewport,
}) => {
  await page.goto('/home');
  let box = await searchBox(page, viewport?.width);
  await box.fill('tcross');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de pesquisa' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  const first = suggestions.getByRole('option').first();
  const name = (await first.getAttribute('aria-label')) ?? (await first.innerText());
  expect(name).toMatch(/T-Cross/i);
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).not.toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/T.Cross/i);

  box = await searchBox(page, viewport?.width);
  await box.fill('aurora');
  await box.press('Escape'); // closes the suggestions; Enter then searches the text
  await box.press('Enter');
  await expect(page).toHaveURL(/\/SearchPage\?search=aurora/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “aurora”');
  const tabs = page.getByRole('tablist', { name: 'Resultados por categoria' });
  await expect(tabs.getByRole('tab', { name: /^Todos \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const cars = tabs.getByRole('tab', { name: /^Carros \(\d+\)$/ });
  await cars.click();
  await expect(cars).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=car(&|$)/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link').first()).toBeVisible();
  await panel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/cars\/car\/\d+$/);
  expect(consoleErrors).toEqual([]);
});
