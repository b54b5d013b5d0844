/**
 * Where the focus goes on an event's page in /redacao when the control used goes away, and what is said: the whole
 * app is drawn, layout and page, as the browser draws it (the layout keeps the focus and holds the live region).
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { userDataStorage } from '../../../src/lib/storage';
import { server } from '../msw/server';
import { renderApp } from '../utils';
import { pressOfficer } from '../editorial/editorialFixtures';
import { editorialEvent } from '../editorial/eventFixtures';
import { withoutLayout } from '../editorial/withoutLayout';

withoutLayout();

const accounts = [
  { id: 12, name: 'Marta Repórter', email: 'marta@revista.test' },
  { id: 13, name: 'Mário Revista', email: 'mario@revista.test' },
];

describe('the guest list being built', () => {
  it("'Tirar {nome} da lista' hands the focus on: to the next person's, then to what follows the list", async () => {
    server.use(
      http.get('*/api/redacao/events/8', () => HttpResponse.json(editorialEvent())),
      http.get('*/api/redacao/events/accounts', () => HttpResponse.json({ list: accounts })),
    );
    userDataStorage.write({ token: 'x'.repeat(43), user: pressOfficer });
    const { user } = renderApp('/redacao/eventos/8');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Buscar contas por nome ou e-mail' }),
      'mar',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Adicionar Marta Repórter' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar Mário Revista' }));

    await user.click(screen.getByRole('button', { name: 'Tirar Marta Repórter da lista' }));
    expect(screen.getByRole('button', { name: 'Tirar Mário Revista da lista' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Tirar Mário Revista da lista' }));
    expect(screen.getByRole('textbox', { name: 'Colar e-mails' })).toHaveFocus();
  });
});
