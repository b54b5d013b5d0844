/**
 * Every screen of the editorial area as the press office opens it, each read whole from the seeded content, checked
 * with axe: the albums, the section pages and one page's editor, the cars with one car's and one version's editor,
 * the contacts and the home's banner. At 1280 px (the press office's desk); the journeys that change content are
 * editorialPublish.spec.ts and editorialAlbum.spec.ts.
 */
import { test, expect, expectNoGraveViolations } from './fixtures';
import { signedIn } from './loanSteps';

test('the editorial screens are clean for axe, each with its content', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the press office works at 1280 px; checked once');
  test.setTimeout(120_000);
  const errors: string[] = [];
  const { page } = await signedIn(browser, baseURL!, 'redacao@imprensa.test', '/redacao/albuns', errors);

  const screens: { path: string; heading: string; shows: () => ReturnType<typeof page.getByRole> }[] = [
    { path: '/redacao/albuns', heading: 'Álbuns', shows: () => page.getByRole('table') },
    {
      path: '/redacao/paginas',
      heading: 'Páginas',
      shows: () => page.getByRole('link', { name: /História/ }).first(),
    },
    {
      path: '/redacao/paginas/company/1',
      heading: 'Editar página',
      shows: () => page.getByRole('textbox', { name: 'Título', exact: true }),
    },
    {
      path: '/redacao/carros',
      heading: 'Carros',
      shows: () => page.getByRole('heading', { name: 'Modelos' }),
    },
    {
      path: '/redacao/carros/1',
      heading: 'Editar carro',
      shows: () => page.getByRole('textbox', { name: 'Título', exact: true }),
    },
    {
      path: '/redacao/agenda',
      heading: 'Agenda editorial',
      shows: () => page.getByText('As notícias agendadas, na ordem em que serão publicadas'),
    },
    {
      path: '/redacao/contatos',
      heading: 'Contatos',
      shows: () => page.getByRole('textbox', { name: 'Título do grupo' }).first(),
    },
    {
      path: '/redacao/destaques',
      heading: 'Destaques da home',
      shows: () => page.getByRole('textbox', { name: 'Título' }).first(),
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(screen.shows()).toBeVisible();
    await expectNoGraveViolations(page);
  }

  // A version's editor, reached from its car's.
  await page.goto('/redacao/carros/1');
  await page.getByRole('link', { name: /T-Cross Urbano/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar versão' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Ficha técnica/ })).toBeVisible();
  await expectNoGraveViolations(page);

  expect(errors).toEqual([]);
});
