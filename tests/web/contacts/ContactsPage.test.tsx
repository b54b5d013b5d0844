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
