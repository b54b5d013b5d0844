import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { userDataStorage, type StoredUser } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { currentAddress, renderApp } from '../utils';
import { journalist } from './editorialFixtures';
import { backoffice, loanModels } from './fleetFixtures';

const signIn = (user: StoredUser) => userDataStorage.write({ token: 'x'.repeat(43), user });

function useFleetHandlers() {
  server.use(
    http.get('*/api/redacao/fleet', () => HttpResponse.json({ vehicles: [] })),
    http.get('*/api/redacao/fleet-models', () => HttpResponse.json(loanModels)),
  );
}

describe('where /redacao leads a staff role', () => {
  it('takes the backoffice, whose one area is the fleet, to the fleet instead of refusing it', async () => {
    useFleetHandlers();
    signIn(backoffice);
    renderApp('/redacao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frota' })).toBeVisible();
    expect(currentAddress()).toBe('/redacao/frota');
    expect(screen.queryByText('Você não tem permissão para acessar a Redação.')).not.toBeInTheDocument();
  });

  it("puts the backoffice's fleet one click away from an area it may not open", async () => {
    signIn(backoffice);
    const { user } = renderApp('/redacao/pessoas');
    expect(await screen.findByText('Você não tem permissão para acessar esta área.')).toBeVisible();
    useFleetHandlers();
    const areas = screen.getByRole('navigation', { name: 'Áreas da Redação' });
    await user.click(within(areas).getByRole('link', { name: 'Frota' }));
    await waitFor(() => expect(currentAddress()).toBe('/redacao/frota'));
  });

  it('still refuses /redacao to a role with no staff area', async () => {
    signIn(journalist);
    renderApp('/redacao');
    expect(await screen.findByText('Você não tem permissão para acessar a Redação.')).toBeVisible();
    expect(currentAddress()).toBe('/redacao');
  });
});
