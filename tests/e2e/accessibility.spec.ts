import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

test('the home page has no serious or critical accessibility violation', async ({ page, consoleErrors }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(grave).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
