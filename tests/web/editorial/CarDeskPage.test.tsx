import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { currentAddress } from '../utils';
import { journalist } from './editorialFixtures';
import { carDesk, carVersion, editorialCar, renderCars } from './carsFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const serveDesk = () => server.use(http.get('*/api/redacao/cars', () => HttpResponse.json(carDesk)));

describe('the cars desk', () => {
  it('shows the cars by category with their states, flags and versions, each a link to its editor', async () => {
    serveDesk();
    renderCars('/redacao/carros');
    const models = await screen.findByRole('list', { name: 'Carros em Modelos' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Modelos',
      'Conceitos',
      'Clássicos',
    ]);
    const polo = within(models).getByRole('link', { name: 'Editar Aurora Polo' }).closest('li')!;
    expect(within(polo).getByRole('link', { name: 'Editar Aurora Polo' })).toHaveAttribute(
      'href',
      '/redacao/carros/3',
    );
    expect(within(polo).getByText('Destaque na home')).toBeInTheDocument();
    expect(within(polo).getByRole('link', { name: 'Ver a página de Aurora Polo' })).toHaveAttribute(
      'href',
      '/cars/car/3',
    );
    const versions = within(polo).getByRole('list', { name: 'Versões de Aurora Polo' });
    expect(within(versions).getByRole('link', { name: 'Editar Polo GTS' })).toHaveAttribute(
      'href',
      '/redacao/carros/3/versoes/32',
    );
    expect(within(versions).getAllByRole('listitem')[1]).toHaveTextContent('Polo GTSRascunho');

    const concepts = screen.getByRole('list', { name: 'Carros em Conceitos' });
    const buzz = within(concepts).getAllByRole('listitem')[0]!;
    expect(buzz).toHaveTextContent('Aurora ID. BuzzRascunhoFora do menu');
    expect(within(buzz).getByText('Nenhuma versão ainda.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum carro nesta categoria.')).toBeInTheDocument();
  });

  it('creates a car in the chosen category and opens its editor', async () => {
    serveDesk();
    const created: unknown[] = [];
    const draft = editorialCar(9, {
      title: 'Aurora Tera',
      categoryCar: 2,
      state: 'draft',
      stateText: 'Rascunho',
      version: 1,
      versions: [],
    });
    server.use(
      http.post('*/api/redacao/cars', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(draft, { status: 201 });
      }),
      http.get('*/api/redacao/cars/9', () => HttpResponse.json(draft)),
    );
    const { user } = renderCars('/redacao/carros', { showAddress: true });
    const title = await screen.findByRole('textbox', { name: 'Título do novo carro' });
    await user.click(screen.getByRole('button', { name: 'Criar carro' }));
    expect(title).toHaveAccessibleDescription('Informe o título da página.');
    expect(title).toHaveFocus();
    expect(created).toEqual([]);

    await user.type(title, 'Aurora Tera');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Conceitos');
    await user.click(screen.getByRole('button', { name: 'Criar carro' }));
    await waitFor(() => expect(currentAddress()).toBe('/redacao/carros/9'));
    expect(created).toEqual([{ title: 'Aurora Tera', categoryCar: 2 }]);
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Aurora Tera');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Carro criado. Preencha e publique quando estiver pronto.',
    );
  });

  it('creates a version of a car and opens its editor', async () => {
    serveDesk();
    const created: unknown[] = [];
    const draft = carVersion(40, { title: 'Polo Sense', state: 'draft', stateText: 'Rascunho', version: 1 });
    server.use(
      http.post('*/api/redacao/cars/3/versions', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(draft, { status: 201 });
      }),
      http.get('*/api/redacao/versions/40', () => HttpResponse.json(draft)),
    );
    const { user } = renderCars('/redacao/carros', { showAddress: true });
    await user.click(await screen.findByRole('button', { name: 'Nova versão de Aurora Polo' }));
    const title = screen.getByRole('textbox', { name: 'Título da nova versão de Aurora Polo' });
    expect(title).toHaveFocus();
    await user.type(title, 'Polo Sense');
    await user.click(screen.getByRole('button', { name: 'Criar versão' }));
    await waitFor(() => expect(currentAddress()).toBe('/redacao/carros/3/versoes/40'));
    expect(created).toEqual([{ title: 'Polo Sense' }]);
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Polo Sense');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Versão criada. Preencha e publique quando estiver pronta.',
    );
  });

  it('refuses a journalist without asking the server', async () => {
    let asked = false;
    server.use(
      http.get('*/api/redacao/cars', () => {
        asked = true;
        return HttpResponse.json(carDesk);
      }),
    );
    renderCars('/redacao/carros', { user: journalist });
    expect(await screen.findByText('Você não tem permissão para acessar a Redação.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
