import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import NewsListPage from '../../../src/features/news/pages/NewsListPage';
import { menuFixture } from '../../fixtures/content';
import { newsCarsFixture, newsListFixture } from '../../fixtures/news';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { currentAddress, LocationProbe, renderWithProviders } from '../utils';

/** The news calls the page made, as 'path?query'. */
let newsCalls: string[] = [];
const recordNewsCalls = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/news/')) newsCalls.push(`${url.pathname.slice(5)}${url.search}`);
};

beforeEach(() => {
  newsCalls = [];
  server.events.on('request:start', recordNewsCalls);
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function renderList(route = '/news') {
  return renderWithProviders(
    <>
      <NewsListPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const newsCards = () => screen.queryAllByRole('article');
const moreButton = () => screen.queryByRole('button', { name: 'Ver Mais News' });

describe('news list', () => {
  it('shows the first 10 news with their dates dd/mm/yyyy, T-Cross titles unbroken, and links to each', async () => {
    renderList();
    await screen.findByRole('heading', { name: /chega às concessionárias/ });
    expect(newsCards()).toHaveLength(10);
    const first = newsCards()[0]!;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Aurora T\u2011Cross 2027 chega às concessionárias',
    );
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/news/500');
    expect(within(first).getByText('30/11/2026')).toHaveAttribute('datetime', '2026-11-30');
    expect(within(first).getByText('Subtítulo 1')).toHaveClass('text-clamp');
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image.getAttribute('srcset')).toContain('/media/images/list-news-1-low.jpg 1024w');
    expect(newsCalls).toEqual(['news/json?page=1&limit=10']);
    expect(document.title).toBe('News | Aurora Imprensa');
  });

  it("appends 10 more per 'Ver Mais News', keeping the first ones, and hides the button when all are shown", async () => {
    const { user } = renderList();
    await screen.findByRole('heading', { name: /chega às concessionárias/ });
    const firstCard = newsCards()[0];

    await user.click(moreButton()!);
    await waitFor(() => expect(newsCards()).toHaveLength(20));
    // The same elements, not a list drawn again: nothing on screen flickers.
    expect(newsCards()[0]).toBe(firstCard);
    expect(within(newsCards()[10]!).getByRole('heading')).toHaveTextContent('Notícia da lista 11');
    // Keyboard focus carries on at the first news item added.
    expect(within(newsCards()[10]!).getByRole('link')).toHaveFocus();
    expect(newsCalls).toEqual(['news/json?page=1&limit=10', 'news/json?page=2&limit=10']);

    await user.click(moreButton()!);
    await waitFor(() => expect(newsCards()).toHaveLength(25));
    expect(moreButton()).not.toBeInTheDocument();
    expect(within(newsCards()[24]!).getByRole('heading')).toHaveTextContent('Notícia da lista 25');
    expect(within(newsCards()[20]!).getByRole('link')).toHaveFocus();
  });

  it('hides the button at once when one page holds every news item', async () => {
    server.use(
      http.get('*/api/news/json', () => HttpResponse.json({ pages: 1, news: newsListFixture.slice(0, 4) })),
    );
    renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(4));
    expect(moreButton()).not.toBeInTheDocument();
  });

  it('filters by kind, car and version, sending the query and keeping it in the address', async () => {
    const { user } = renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    const filters = screen.getByRole('form', { name: 'Filtrar notícias' });

    await user.selectOptions(within(filters).getByLabelText('Categoria'), 'Carros');
    await waitFor(() => expect(currentAddress()).toBe('/news?textEnum=Carros'));
    expect(newsCalls).toContain('news/json/filter?limit=10&page=1&textEnum=Carros');
    const carros = newsListFixture.filter((item) =>
      item.news_associations.some((a) => a.text_enum === 'Carros'),
    );
    // 10 of the 25 news are about cars: one page, no 'Ver Mais News'.
    await waitFor(() => expect(moreButton()).not.toBeInTheDocument());
    expect(newsCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      carros.map((item) => item.title.replace(/-/g, '\u2011')),
    );

    const car = await within(filters).findByLabelText('Carro');
    expect(within(car).getByRole('option', { name: 'Aurora T\u2011Cross' })).toBeInTheDocument();
    await user.selectOptions(car, '1');
    await waitFor(() => expect(currentAddress()).toBe('/news?textEnum=Carros&association_id=1'));
    expect(newsCalls).toContain('news/json/filter?limit=10&page=1&textEnum=Carros&association_id=1');
    await waitFor(() => expect(newsCards()).toHaveLength(5));
    expect(moreButton()).not.toBeInTheDocument();

    await user.selectOptions(within(filters).getByLabelText('Versão'), '2');
    await waitFor(() =>
      expect(currentAddress()).toBe('/news?textEnum=Carros&association_id=1&association_item_id=2'),
    );
    expect(newsCalls).toContain(
      'news/json/filter?limit=10&page=1&textEnum=Carros&association_id=1&association_item_id=2',
    );
    await waitFor(() => expect(newsCards()).toHaveLength(5));
  });

  it('offers every car that has news, those the menu leaves out too, and filters by one of them', async () => {
    const lumeNews = { ...newsListFixture[1]!, id: 900, title: 'Lume Concept será testado em entregas' };
    server.use(
      http.get('*/api/news/json/cars', () =>
        HttpResponse.json({
          cars: [
            ...newsCarsFixture.cars,
            { id: 12, title: 'Aurora Lume Concept', listsub: [{ id: 30, title: 'Lume Concept Entregas' }] },
            { id: 13, title: 'Aurora Carcará' },
          ],
        }),
      ),
      // Other filters fall through to the fixtures' handler.
      http.get('*/api/news/json/filter', ({ request }) =>
        new URL(request.url).searchParams.get('association_id') === '12'
          ? HttpResponse.json({ pages: 1, news: [lumeNews] })
          : undefined,
      ),
    );
    const { user } = renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    // Without the cars kind chosen, the car list is not asked for.
    expect(newsCalls).toEqual(['news/json?page=1&limit=10']);
    const filters = screen.getByRole('form', { name: 'Filtrar notícias' });
    await user.selectOptions(within(filters).getByLabelText('Categoria'), 'Carros');

    const car = await within(filters).findByLabelText('Carro');
    // The menu shows two cars; the filter offers the four with news.
    expect(menuFixture.cars.map((entry) => entry.title)).toEqual(['Aurora T-Cross', 'Aurora Vento']);
    expect(
      within(car)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Aurora T\u2011Cross', 'Aurora Vento', 'Aurora Lume Concept', 'Aurora Carcará']);
    expect(newsCalls.filter((call) => call === 'news/json/cars')).toHaveLength(1);

    await user.selectOptions(car, 'Aurora Lume Concept');
    await waitFor(() => expect(currentAddress()).toBe('/news?textEnum=Carros&association_id=12'));
    expect(newsCalls).toContain('news/json/filter?limit=10&page=1&textEnum=Carros&association_id=12');
    await waitFor(() => expect(newsCards()).toHaveLength(1));
    expect(within(newsCards()[0]!).getByRole('heading')).toHaveTextContent(
      'Lume Concept será testado em entregas',
    );
    const version = within(filters).getByLabelText('Versão');
    expect(within(version).getByRole('option', { name: 'Lume Concept Entregas' })).toBeInTheDocument();
  });

  it('offers the kinds in Portuguese, mapped to the wire values', async () => {
    const { user } = renderList();
    const kind = screen.getByLabelText('Categoria');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as categorias', 'Empresa', 'Tecnologia', 'Mobilidade Elétrica', 'Carros']);
    await user.selectOptions(kind, 'Mobilidade Elétrica');
    await waitFor(() =>
      expect(newsCalls).toContain('news/json/filter?limit=10&page=1&textEnum=E-Mobilities'),
    );
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Tecnologia');
    await waitFor(() =>
      expect(newsCalls).toContain('news/json/filter?limit=10&page=1&textEnum=Technologies'),
    );
    expect(await screen.findByLabelText('Página')).toBeInTheDocument();
  });

  it('reads the filter from the address, so a shared or reloaded list stays filtered', async () => {
    renderList('/news?textEnum=Carros&association_id=1');
    await waitFor(() => expect(newsCards()).toHaveLength(5));
    expect(await screen.findByLabelText('Carro')).toHaveValue('1');
    expect(newsCalls.sort()).toEqual([
      'news/json/cars',
      'news/json/filter?limit=10&page=1&textEnum=Carros&association_id=1',
    ]);
    expect(screen.getByLabelText('Categoria')).toHaveValue('Carros');
  });

  it('ignores a malformed filter in the address', async () => {
    renderList('/news?textEnum=Outros&association_id=abc');
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    expect(newsCalls).toEqual(['news/json?page=1&limit=10']);
  });

  it('starts again at 10 news when the filter changes, and when it is cleared', async () => {
    const { user } = renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    await user.click(moreButton()!);
    await waitFor(() => expect(newsCards()).toHaveLength(20));

    await user.selectOptions(screen.getByLabelText('Categoria'), 'Carros');
    await waitFor(() => expect(currentAddress()).toBe('/news?textEnum=Carros'));
    await waitFor(() => expect(newsCards()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(currentAddress()).toBe('/news'));
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    expect(moreButton()).toBeInTheDocument();
  });

  it('keeps the previous news in place, dimmed and busy, while a new filter loads', async () => {
    const { held, release: answer } = heldAnswer();
    server.use(
      http.get('*/api/news/json/filter', async () => {
        await held;
        return HttpResponse.json({ pages: 1, news: newsListFixture.slice(0, 2) });
      }),
    );
    const { user, container } = renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Carros');

    expect(newsCards()).toHaveLength(10);
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(newsCards()[0]!);
    expect(moreButton()).not.toBeInTheDocument();

    answer();
    await waitFor(() => expect(newsCards()).toHaveLength(2));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says so clearly when a filter finds nothing', async () => {
    renderList('/news?textEnum=Empresa&association_id=99');
    expect(await screen.findByText(/Nenhuma notícia encontrada para este filtro/)).toBeInTheDocument();
    expect(newsCards()).toHaveLength(0);
    expect(moreButton()).not.toBeInTheDocument();
  });

  it('logs Error and says so when the list fails, and tries again on request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/news/json', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }),
    );
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as notícias agora.');
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());

    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(newsCards()).toHaveLength(10));
  });

  it("keeps the news on screen when 'Ver Mais News' fails, and says so", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderList();
    await waitFor(() => expect(newsCards()).toHaveLength(10));
    server.use(
      http.get('*/api/news/json', () => HttpResponse.json({ message: 'x' }, { status: 500 }), { once: true }),
    );
    await user.click(moreButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar mais notícias agora.',
    );
    expect(newsCards()).toHaveLength(10);
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());

    await user.click(moreButton()!);
    await waitFor(() => expect(newsCards()).toHaveLength(20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
