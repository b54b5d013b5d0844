import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import SectionPage from '../../../src/features/sections/pages/SectionPage';
import NewsListPage from '../../../src/features/news/pages/NewsListPage';
import { usePageHandlers } from '../msw/pageHandlers';
import { renderCars } from '../cars/renderCars';
import { renderWithProviders } from '../utils';
import { followed, followsAccount, sessionToken, signIn } from './followsFixtures';

beforeEach(() => usePageHandlers());
afterEach(() => vi.restoreAllMocks());

function renderCompany(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/company" element={<SectionPage kind="company" />} />
      <Route path="/company/:id" element={<SectionPage kind="company" />} />
      <Route path="/company/:id/:subId" element={<SectionPage kind="company" />} />
    </Routes>,
    { route },
  );
}

describe("the 'Seguir' button", () => {
  it('is not there for a visitor, who asks nothing of the follows API', async () => {
    const account = followsAccount();
    renderCars('/cars/car/1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Seguir' })).not.toBeInTheDocument();
    expect(account.calls).toEqual([]);
  });

  it("follows the car, shows 'Seguindo', and stops following it on a second press", async () => {
    signIn();
    const account = followsAccount();
    const { user } = renderCars('/cars/car/1');
    await user.click(await screen.findByRole('button', { name: 'Seguir' }));
    expect(await screen.findByRole('button', { name: 'Seguindo' })).toHaveAttribute(
      'title',
      expect.stringContaining('Clique para deixar de seguir'),
    );
    expect(account.calls).toEqual(['GET', 'POST {"textEnum":"Carros","associationId":1}']);

    await user.click(screen.getByRole('button', { name: 'Seguindo' }));
    expect(await screen.findByRole('button', { name: 'Seguir' })).toBeEnabled();
    expect(account.calls.at(-1)).toBe('DELETE textEnum=Carros&associationId=1');
    expect(account.list()).toEqual([]);
    // Every call carries the session; the answers replace the list without reading it again.
    expect([...account.tokens]).toEqual([sessionToken]);
    expect(account.calls.filter((call) => call === 'GET')).toHaveLength(1);
  });

  it("shows 'Seguindo' for a car the person follows already", async () => {
    signIn();
    followsAccount([followed({ textEnum: 'Carros', associationId: 1, title: 'Aurora T-Cross' })]);
    renderCars('/cars/car/1');
    expect(await screen.findByRole('button', { name: 'Seguindo' })).toBeInTheDocument();
  });

  it("says why a follow did not go through, and stays 'Seguir'", async () => {
    signIn();
    const account = followsAccount();
    account.refuse(400, 'Este carro não existe ou não está publicado.');
    const { user } = renderCars('/cars/car/1');
    await user.click(await screen.findByRole('button', { name: 'Seguir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este carro não existe ou não está publicado.',
    );
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeEnabled();
  });

  it('follows a level-1 page, and the whole category on the section root; not on a level-2 page', async () => {
    signIn();
    const account = followsAccount();
    const page = renderCompany('/company/2');
    await page.user.click(await screen.findByRole('button', { name: 'Seguir' }));
    await screen.findByRole('button', { name: 'Seguindo' });
    expect(account.calls.at(-1)).toBe('POST {"textEnum":"Empresa","associationId":2}');
    page.unmount();

    const root = renderCompany('/company');
    await root.user.click(await screen.findByRole('button', { name: 'Seguir' }));
    await screen.findByRole('button', { name: 'Seguindo' });
    expect(account.calls.at(-1)).toBe('POST {"textEnum":"Empresa","associationId":null}');
    root.unmount();

    renderCompany('/company/2/5');
    await screen.findByRole('heading', { level: 1, name: 'Fábrica de São Bernardo do Campo' });
    expect(screen.queryByRole('button', { name: /^Segui/ })).not.toBeInTheDocument();
  });

  it('follows the news category the filter shows, and offers nothing before one is chosen', async () => {
    signIn();
    const account = followsAccount();
    const { user } = renderWithProviders(<NewsListPage />, { route: '/news' });
    await screen.findByRole('heading', { level: 1, name: 'News' });
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Tecnologia');
    await user.click(await screen.findByRole('button', { name: 'Seguir' }));
    await screen.findByRole('button', { name: 'Seguindo' });
    expect(account.calls.at(-1)).toBe('POST {"textEnum":"Technologies","associationId":null}');

    await user.selectOptions(screen.getByLabelText('Categoria'), 'Todas as categorias');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Segui/ })).not.toBeInTheDocument());
  });
});
