import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { carVersion, editorialCar, renderCars } from './carsFixtures';
import { servePhotos } from './sectionPagesFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const conflict = 'Este conteúdo foi alterado por outra pessoa. Recarregue para ver a versão atual.';
const serveCar = (car = editorialCar(3)) =>
  server.use(http.get('*/api/redacao/cars/3', () => HttpResponse.json(car)));
const serveVersion = (version = carVersion(31)) =>
  server.use(http.get('*/api/redacao/versions/31', () => HttpResponse.json(version)));

describe('the car editor', () => {
  it('opens a car with its fields, flags, thumbnail, versions, state, public address and history', async () => {
    serveCar();
    renderCars('/redacao/carros/3');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Aurora Polo');
    expect(screen.getByRole('heading', { name: 'Editar carro' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Carros' })).toHaveAttribute('href', '/redacao/carros');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('Desde 2017 no Brasil.');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Aparece no menu' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Destaque na home' })).not.toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'Ordem no destaque' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Miniatura' })).getByRole('img', {
        name: 'Miniatura escolhida',
      }),
    ).toHaveAttribute('src', '/media/14-thumb.jpg');
    expect(screen.getByRole('textbox', { name: 'Bloco 1: texto' })).toHaveTextContent('Primeiro bloco.');
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver página' })).toHaveAttribute('href', '/cars/car/3');
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
    const versions = screen.getByRole('region', { name: 'Versões deste carro' });
    expect(within(versions).getByRole('link', { name: 'Editar Polo Track' })).toHaveAttribute(
      'href',
      '/redacao/carros/3/versoes/31',
    );
    expect(screen.getByRole('region', { name: 'Histórico' })).toBeInTheDocument();
  });

  it('sends the page fields and the car’s own with the version it started from', async () => {
    serveCar();
    servePhotos();
    const saves: unknown[] = [];
    server.use(
      http.put('*/api/redacao/cars/3', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialCar(3, { title: body.title as string, version: 4 }));
      }),
    );
    const { user } = renderCars('/redacao/carros/3');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Aurora Polo 2027');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Clássicos');
    await user.click(screen.getByRole('checkbox', { name: 'Aparece no menu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Destaque na home' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Ordem no destaque' }), '2');
    const thumb = screen.getByRole('group', { name: 'Miniatura' });
    await user.click(within(thumb).getByRole('button', { name: 'Remover foto' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Carro salvo.'));
    expect(saves).toEqual([
      {
        version: 3,
        title: 'Aurora Polo 2027',
        subtitle: 'O hatch.',
        description: '<p>Desde 2017 no Brasil.</p>',
        mediaId: 12,
        sideMediaId: null,
        sideDescription: '',
        bottomTitle: '',
        bottomMediaId: null,
        position: 0,
        blocks: [{ type: 1, text: '<p>Primeiro bloco.</p>', textMed: '', textLow: '' }],
        categoryCar: 1,
        thumbMediaId: null,
        isHighlight: true,
        highlightPosition: 2,
        showMenu: false,
      },
    ]);
  });

  it('marks a highlight order the rules refuse and sends nothing; shows the server’s refusal at its field', async () => {
    serveCar(editorialCar(3, { isHighlight: true, highlightPosition: 1 }));
    let sent = 0;
    server.use(
      http.put('*/api/redacao/cars/3', () => {
        sent += 1;
        return HttpResponse.json(
          {
            statusCode: 400,
            message:
              'A foto escolhida em “Miniatura” não existe mais ou ainda está sendo preparada. Escolha outra.',
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderCars('/redacao/carros/3');
    const order = await screen.findByRole('spinbutton', { name: 'Ordem no destaque' });
    await user.clear(order);
    await user.type(order, '10000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription(
      'Informe a ordem no destaque: um número inteiro de 0 a 9999, ou deixe em branco. Opcional: sem ordem, o carro vem depois dos que têm uma.',
    );
    expect(order).toHaveFocus();
    expect(sent).toBe(0);

    await user.clear(order);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(await screen.findByRole('group', { name: 'Miniatura' })).toHaveAccessibleDescription(
      'A foto escolhida em “Miniatura” não existe mais ou ainda está sendo preparada. Escolha outra.',
    );
  });

  it('on 409 shows what differs, the car’s own fields too, and takes theirs only when asked', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/cars/3', () => {
        reads += 1;
        return HttpResponse.json(
          reads === 1 ? editorialCar(3) : editorialCar(3, { title: 'Título da outra pessoa', version: 7 }),
        );
      }),
      http.put('*/api/redacao/cars/3', () =>
        HttpResponse.json({ statusCode: 409, message: conflict }, { status: 409 }),
      ),
    );
    const { user } = renderCars('/redacao/carros/3');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Meu título novo');
    await user.click(screen.getByRole('checkbox', { name: 'Destaque na home' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    await waitFor(() =>
      expect(
        within(view)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Título', 'Destaque na home']),
    );
    expect(view).toHaveTextContent('Sua versão: Sim');
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Meu título novo');
    expect(screen.getByRole('checkbox', { name: 'Destaque na home' })).toBeChecked();

    await user.click(within(view).getByRole('button', { name: 'Ficar com a versão salva' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Título da outra pessoa'),
    );
    expect(screen.getByRole('checkbox', { name: 'Destaque na home' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('publishes a draft car from its saved version', async () => {
    const moves: unknown[] = [];
    serveCar(
      editorialCar(3, { state: 'draft', stateText: 'Rascunho', url: '/cars/car/3?token=abc', version: 1 }),
    );
    server.use(
      http.post('*/api/redacao/cars/3/publish', async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(editorialCar(3, { version: 2 }));
      }),
    );
    const { user } = renderCars('/redacao/carros/3');
    expect(await screen.findByRole('link', { name: 'Ver página' })).toHaveAttribute(
      'href',
      '/cars/car/3?token=abc',
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publicar agora?' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Carro publicado.'));
    expect(moves).toEqual([{ version: 1 }]);
    expect(screen.getByRole('button', { name: 'Despublicar' })).toBeInTheDocument();
  });
});

describe('the version editor', () => {
  it('opens a version under its car, with its spec sheet, and saves it without the sheet once removed', async () => {
    serveVersion(
      carVersion(31, {
        pdfFile: 'documents/polo-track-ficha.pdf',
        pdfUrl: '/media/documents/polo-track-ficha.pdf',
      }),
    );
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/versions/31', async ({ request }) => {
        saves.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(carVersion(31, { version: 4 }));
      }),
    );
    const { user } = renderCars('/redacao/carros/3/versoes/31');
    expect(await screen.findByRole('textbox', { name: 'Título' })).toHaveValue('Polo Track');
    expect(screen.getByRole('heading', { name: 'Editar versão' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Carros' })).toHaveAttribute('href', '/redacao/carros');
    expect(within(trail).getByRole('link', { name: 'Aurora Polo' })).toHaveAttribute(
      'href',
      '/redacao/carros/3',
    );
    expect(screen.getByText(/^Versão de:/)).toHaveTextContent('Versão de: Aurora Polo');
    expect(screen.getByRole('link', { name: 'Ver página' })).toHaveAttribute('href', '/cars/version/3/31');

    const sheet = screen.getByRole('group', { name: 'Ficha técnica (PDF)' });
    expect(within(sheet).getByText('Opcional. Oferecida na página da versão para baixar.')).toBeVisible();
    expect(within(sheet).getByRole('link', { name: 'polo-track-ficha.pdf' })).toHaveAttribute(
      'href',
      '/media/documents/polo-track-ficha.pdf',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Remover PDF' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Versão salva.'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ version: 3, title: 'Polo Track', pdfFile: null });
    expect(saves[0]).not.toHaveProperty('pdfUrl');
  });

  it('shows a spec sheet the server cannot find at its field, and keeps the form', async () => {
    serveVersion(carVersion(31, { pdfFile: 'documents/sumiu.pdf', pdfUrl: '/media/documents/sumiu.pdf' }));
    const message = 'A ficha técnica anexada não foi encontrada. Envie o PDF de novo.';
    server.use(
      http.put('*/api/redacao/versions/31', () =>
        HttpResponse.json({ statusCode: 400, message }, { status: 400 }),
      ),
    );
    const { user } = renderCars('/redacao/carros/3/versoes/31');
    const subtitle = await screen.findByRole('textbox', { name: 'Subtítulo' });
    await user.type(subtitle, ' Mais.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const sheet = screen.getByRole('group', { name: 'Ficha técnica (PDF)' });
    await waitFor(() => expect(sheet).toHaveAccessibleDescription(message));
    expect(sheet).toHaveFocus();
    expect(subtitle).toHaveValue('O hatch. Mais.');
  });

  it('says a version of another car, or an address that is no version, was not found', async () => {
    serveVersion();
    renderCars('/redacao/carros/4/versoes/31');
    expect(await screen.findByText('Versão não encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    renderCars('/redacao/carros/3/versoes/abc');
    expect(screen.getAllByText('Versão não encontrada.')).toHaveLength(2);
  });
});
