/**
 * The car group's provider, stood in for by one the newsroom did not embed (foreignProvider/provider.mjs: stock
 * oidc-provider, its own port and keys, the e-mail only at userinfo), and a DEV build made for it, served by a
 * newsroom in production mode. A journalist signs in end to end in Chromium: the page trades the code at the
 * provider's token address (allowed by the content security policy), the API gets the e-mail from userinfo, and
 * the new account, empty, goes to complete its profile.
 */
import { foreignNewsroom, foreignProvider } from './newsrooms';
import { test, expect, isPhone, storedUser } from './fixtures';

test('a journalist signs in through a provider the newsroom did not embed, on a production build', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.use.viewport?.width), 'one account, created once per run');
  // The stock sign-in screens import a web font; this machine has no internet.
  await page.route(/fonts\.googleapis\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  await page.goto(`${foreignNewsroom}/home`);
  await page.getByRole('link', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(new RegExp(`^${foreignProvider}/interaction/`), { timeout: 15_000 });
  await page.locator('input[name="login"]').fill('reporter@estrangeira.test');
  await page.locator('input[name="password"]').fill('qualquer-senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${foreignNewsroom}/registry`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saved = (await storedUser(page)) as { user: Record<string, unknown> } | null;
  expect(saved?.user).toMatchObject({ email: 'reporter@estrangeira.test', role: 10, loggedIn: false });
  expect(consoleErrors).toEqual([]);
});

test('the deployment keeps the demo to itself: no mailbox, no source maps, no demo accounts', async ({
  request,
}) => {
  expect((await request.get(`${foreignNewsroom}/dev/mailbox`)).status()).toBe(404);
  const page = await request.get(`${foreignNewsroom}/home`);
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(`${foreignNewsroom}${script}`)).status()).toBe(200);
  expect((await request.get(`${foreignNewsroom}${script}.map`)).status()).toBe(404);
  // The embedded provider, and its seeded accounts, are not there at all.
  expect((await request.get(`${foreignNewsroom}/oidc/.well-known/openid-configuration`)).status()).toBe(404);
});
