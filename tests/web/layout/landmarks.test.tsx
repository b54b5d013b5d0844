/**
 * A screen reader's list of landmarks tells a page's parts apart by name when a kind comes more than once: a staff
 * desk has the header's search of the whole site and a search of its own, each named for what it searches. The whole
 * app is drawn, layout and page, as the browser draws it.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { userDataStorage, type StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { renderApp } from '../utils';
import { pressOfficer } from '../editorial/editorialFixtures';
import { editorialEvent } from '../editorial/eventFixtures';
import { backoffice, loanModels } from '../editorial/fleetFixtures';

const admin: StoredUser = { ...pressOfficer, id: 1, email: 'admin@imprensa.test', role: 1 };
const signIn = (user: StoredUser) => userDataStorage.write({ token: 'x'.repeat(43), user });

/** The accessible names of the page's landmarks of a kind, in the page's order. */
function namesOf(role: string) {
  const names: string[] = [];
  screen.queryAllByRole(role, {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}

/** Every kind of landmark that comes more than once on the page has each one named, and named apart. */
function expectRepeatedLandmarksNamedApart() {
  for (const role of ['search', 'navigation', 'region', 'complementary', 'form']) {
    const names = namesOf(role);
    if (names.length < 2) continue;
    expect(
      names.filter((name) => name === ''),
      `unnamed ${role}`,
    ).toEqual([]);
    expect(new Set(names).size, `${role}: ${names.join(', ')}`).toBe(names.length);
  }
}

describe('the landmarks of the staff desks', () => {
  it('name the news desk’s search apart from the site’s', async () => {
    server.use(
      http.get('*/api/redacao/news', () => HttpResponse.json({ list: [], total: 0, page: 1, limit: 20 })),
    );
    signIn(pressOfficer);
    renderApp('/redacao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redação' })).toBeVisible();
    expect(await screen.findByRole('searchbox', { name: 'Buscar pelo título' })).toBeVisible();
    expect(namesOf('search')).toEqual(['Busca do site', 'Buscar notícias']);
    expectRepeatedLandmarksNamedApart();
  });

  it('name the search of the accounts to invite to an event', async () => {
    server.use(http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())));
    signIn(pressOfficer);
    renderApp('/redacao/eventos/8');
    expect(await screen.findByRole('heading', { name: 'Convidar' })).toBeVisible();
    expect(namesOf('search')).toEqual(['Busca do site', 'Buscar contas para convidar']);
    expectRepeatedLandmarksNamedApart();
  });

  it('name the people desk’s search', async () => {
    server.use(
      http.get('*/api/redacao/people', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 20 })),
    );
    signIn(admin);
    renderApp('/redacao/pessoas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pessoas' })).toBeVisible();
    expect(namesOf('search')).toEqual(['Busca do site', 'Buscar pessoas']);
    expectRepeatedLandmarksNamedApart();
  });

  it('name the fleet desk’s search', async () => {
    server.use(
      http.get('*/api/redacao/fleet', () => HttpResponse.json({ vehicles: [] })),
      http.get('*/api/redacao/fleet-models', () => HttpResponse.json(loanModels)),
    );
    signIn(backoffice);
    renderApp('/redacao/frota');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frota' })).toBeVisible();
    expect(namesOf('search')).toEqual(['Busca do site', 'Buscar veículos']);
    expectRepeatedLandmarksNamedApart();
  });
});
