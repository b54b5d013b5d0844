/**
 * Sign-in through the embedded OpenID Connect provider, in Chromium, with the seeded accounts (password
 * imprensa123): a new journalist completes the profile and comes back where they were, a known one goes straight
 * through, logging out ends the session on the API and at the provider, and a suspended one is turned away.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, isPhone, signInAtProvider, storedUser } from './fixtures';

test('a new journalist signs in, completes the profile and returns to the page they were on', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // novo@ completes the profile once per newsroom: the phone run would find it complete.
  test.skip(isPhone(testInfo.project.use.viewport?.width), 'the seeded new journalist signs up once');
  await page.goto('/media-gallery');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await signInAtProvider(page, 'novo@imprensa.test');

  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Tipo da mídia').selectOption('Site');
  await page.getByLabel('Nome da mídia').fill('Portal Motor Novo');
  await page.getByLabel('RG', { exact: true }).fill('12.345.678-9');
  // Typed key by key, as a person does: the mask must keep every digit.
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByLabel('Endereço').fill('Rua das Flores, 100');
  await page.getByLabel('País').selectOption('Brasil');
  await page.getByLabel('Estado').selectOption('MG');
  await page.getByLabel('Cidade').selectOption('Belo Horizonte');
  await page.getByLabel('Telefone 1').pressSequentially('31987654321');
  await expect(page.getByLabel('Telefone 1')).toHaveValue('(31) 9 8765-4321');
  await page.getByRole('button', { name: /Enviar|Salvar/ }).click();

  await expect(page).toHaveURL(/\/media-gallery$/);
  const saved = (await storedUser(page)) as { user: Record<string, unknown> };
  expect(saved.user).toMatchObject({
    email: 'novo@imprensa.test',
    role: 10,
    loggedIn: true,
    cpf: '529.982.247-25',
    state: 'MG',
    city: 'Belo Horizonte',
  });
  expect(consoleErrors).toEqual([]);
});

test('a journalist with a complete profile goes straight through, and logging out ends the session', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await signInAtProvider(page, 'jornalista@imprensa.test');
  await expect(page).toHaveURL(/\/(home)?$/);

  const userMenu = page.getByRole('button', { name: 'Menu do usuário' });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acessar área logada' })).toBeVisible();
  await userMenu.click();
  const menu = page.getByRole('navigation', { name: 'Menu do usuário' });
  await expect(menu.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/registry');
  await expect(menu.getByRole('link', { name: 'Solicitação de Veículo' })).toHaveAttribute(
    'href',
    '/home-comodato',
  );
  // Eventos only for invited users: the sign-in read jornalista's invitations and raised user-has-event.
  await expect(menu.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');

  // The session token lives in user-data and nowhere else the page can reach.
  const { token } = (await storedUser(page)) as { token: string };
  const elsewhere = await page.evaluate((sessionToken) => {
    const places: string[] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        if (key !== 'user-data' && storage.getItem(key)?.includes(sessionToken))
          places.push(`${name}.${key}`);
      }
    }
    if (document.cookie.includes(sessionToken)) places.push('cookie');
    return places;
  }, token);
  expect(elsewhere).toEqual([]);
  const profileCall = (authorization: string) =>
    request.post('/api/users', { headers: { authorization }, data: {} });
  expect((await profileCall(token)).status()).toBe(400); // signed in: the empty profile is refused on its merits

  // The page already shows /home, signed out, before it leaves for the provider's logout: wait for the new /home
  // page that comes back from it, or the checks below would run on a page being replaced.
  const backFromProvider = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === '/home',
  );
  await menu.getByRole('button', { name: 'Sair' }).click();
  await backFromProvider;
  await page.waitForLoadState();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user-has-event'))).toBeNull();
  expect((await profileCall(token)).status()).toBe(401);

  // Signed out at the provider too: signing in again asks for the password.
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Senha')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password is refused with a message and the e-mail typed stays', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill('jornalista@imprensa.test');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await expect(page.getByLabel('E-mail')).toHaveValue('jornalista@imprensa.test');
  await expect(page.getByLabel('Senha')).toHaveValue('');
  // The browser logs the 401 of the form's answer; nothing else may fail.
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  consoleErrors.length = 0;
});

test('a suspended account is turned away, told why, and ends signed out on /home', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await signInAtProvider(page, 'suspenso@imprensa.test');
  // The web flavour logs the refusal and leaves through the provider's logout, then says why on /home.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('alert')).toContainText(
    'Seu acesso à sala de imprensa está suspenso. Para saber mais, fale com a assessoria de imprensa.',
  );
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(consoleErrors.some((error) => /403/.test(error))).toBe(true);
  consoleErrors.length = 0;
});

test('a page that needs a user sends a visitor to sign in and back', async ({ page, consoleErrors }) => {
  await page.goto('/registry');
  await signInAtProvider(page, 'jornalista@imprensa.test');
  // A complete profile: back to the page first asked for.
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(/.+/);
  expect(consoleErrors).toEqual([]);
});

test('the built app holds no client secret', async () => {
  const assets = path.resolve('dist/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const text = readFileSync(path.join(assets, name), 'utf8');
    expect(text, name).not.toMatch(/client_secret|clientSecret/);
  }
});
