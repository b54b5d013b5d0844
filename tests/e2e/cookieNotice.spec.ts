import { test, expect } from './fixtures';

test('refusing cookies is one click: no analytics, and the notice stays away after a reload', async ({
  page,
  consoleErrors,
}) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager\.com|google-analytics\.com/.test(request.url()))
      analyticsRequests.push(request.url());
  });
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await notice.getByRole('button', { name: 'Recusar' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('acceptCookies'))).toBe('false');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notícias', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the notice comes first in the tab order, right after the skip link, with the site focus ring', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/home');
  const notice = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(notice).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await notice.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Both answers wear the ring every other control wears (_base.scss), not Bootstrap's faint glow.
  const siteRing = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--aurora-focus').trim(),
  );
  for (const name of ['Recusar', 'Aceitar']) {
    const button = notice.getByRole('button', { name });
    while (!(await button.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        colour: style.outlineColor,
        shadow: style.boxShadow,
      };
    });
    expect(ring.outline, name).toBe('solid 3px');
    expect(ring.shadow, name).toBe('none');
    expect(ring.colour, name).toBe(
      await page.evaluate((hex) => {
        const probe = document.createElement('i');
        probe.style.color = hex;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, siteRing),
    );
  }
  expect(consoleErrors).toEqual([]);
});
