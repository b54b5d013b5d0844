import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ContactsPage from '../../../src/features/contacts/pages/ContactsPage';
import { contactsFixture } from '../../fixtures/content';
import { server } from '../msw/server';
import { renderWithProviders, setViewportWidth } from '../utils';

afterEach(() => vi.restoreAllMocks());

const renderPage = () => renderWithProviders(<ContactsPage />, { route: '/contacts' });

const personCard = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('contacts page', () => {
  it('shows each group with its people: photo, name, role, phone, mailto link and languages', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contatos' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Assessoria de Imprensa' }),
    ).toBeInTheDocument();

    const mariana = personCard('Mariana Souza');
    expect(within(mariana).getByRole('heading', { level: 3 })).toHaveTextContent('Mariana Souza');
    const photo = within(mariana).getByAltText('Mariana Souza');
    expect(photo).toHaveAttribute('src', '/media/images/contact-1-low.jpg');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(within(mariana).getByText('Gerente de Comunicação')).toBeInTheDocument();
    expect(within(mariana).getByRole('link', { name: '+55 11 4000-1000' })).toHaveAttribute(
      'href',
      'tel:+551140001000',
    );
    expect(
      within(mariana).getByRole('link', { name: 'mariana.souza@aurora-veiculos.com.br' }),
    ).toHaveAttribute('href', 'mailto:mariana.souza@aurora-veiculos.com.br');
    expect(within(mariana).getByText('Idiomas: Português, Inglês')).toBeInTheDocument();
    expect(document.title).toBe('Contatos | Aurora Imprensa');
  });

  it('leaves out phone and languages when a person has none, and shows a placeholder for a missing photo', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Carlos Lima' });
    const carlos = personCard('Carlos Lima');
    expect(within(carlos).queryByRole('img')).not.toBeInTheDocument();
    expect(within(carlos).getByText('CL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(carlos).queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
    expect(carlos.querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(carlos).queryByText(/Idiomas/)).not.toBeInTheDocument();
    expect(within(carlos).getAllByRole('link')).toHaveLength(1);
    expect(within(carlos).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:carlos.lima@aurora-veiculos.com.br',
    );
  });

  it.each([
    [390, true],
    [566, true],
    [567, false],
    [1280, false],
  ])('at %i px wide the narrow layout is %s', async (width, narrow) => {
    setViewportWidth(width);
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Mariana Souza' });
    const groups = container.querySelector('.contact-groups')!;
    expect(groups.classList.contains('contact-groups--narrow')).toBe(narrow);
  });

  it("through the contacts' preview link shows their draft under a marker that says it is one", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/contacts/json/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token'));
        return HttpResponse.json([
          {
            id: -1,
            title: 'Eventos',
            subcontacts: [
              {
                id: -1,
                image: null,
                name: 'Eva Reis',
                role: 'Analista de Eventos',
                email: 'eva.reis@aurora-veiculos.com.br',
                phone: null,
                languages: null,
              },
            ],
          },
        ]);
      }),
      http.get('*/api/preview/contacts', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'rascunho-1'
          ? HttpResponse.json({ savedAt: '2026-11-20T12:00:00.000Z' })
          : HttpResponse.json({ message: 'Conteúdo não encontrado.' }, { status: 404 }),
      ),
    );
    renderWithProviders(<ContactsPage />, { route: '/contacts?token=rascunho-1' });
    const marker = screen.getByRole('complementary', { name: 'Pré-visualização' });
    expect(
      await within(marker).findByText(
        'Rascunho dos contatos, salvo em 20/11/2026 às 09:00. O público ainda vê a versão publicada.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Eva Reis' })).toBeInTheDocument();
    expect(asked).toEqual(['rascunho-1']);
  });

  it('says so when a preview link opens no draft any more, over the published contacts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/preview/contacts', () =>
        HttpResponse.json({ message: 'Conteúdo não encontrado.' }, { status: 404 }),
      ),
    );
    renderWithProviders(<ContactsPage />, { route: '/contacts?token=antigo' });
    const marker = screen.getByRole('complementary', { name: 'Pré-visualização' });
    expect(
      await within(marker).findByText(
        'Este link não abre mais um rascunho: ele foi publicado ou descartado. A página mostra a versão publicada.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mariana Souza' })).toBeInTheDocument();
  });

  it('shows no marker to a visitor without a preview link', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Mariana Souza' });
    expect(screen.queryByRole('complementary', { name: 'Pré-visualização' })).not.toBeInTheDocument();
  });

  it('says so when there are no contacts', async () => {
    server.use(http.get('*/api/contacts/json/', () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText('Nenhum contato disponível no momento.')).toBeInTheDocument();
  });

  it('logs Error and says so when the contacts fail, and tries again on request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/contacts/json/', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os contatos agora.');
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error', expect.anything()));

    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Mariana Souza' })).toBeInTheDocument();
    expect(contactsFixture[0]!.subcontacts).toHaveLength(2);
  });
});
