import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { bannerMessages } from '../../../src/domain/editorialLists';
import type {
  BannerSaveBody,
  EditorialBanner,
  ListPublication,
} from '../../../src/domain/editorialListSchemas';
import { editorialNewsMessages } from '../../../src/domain/editorialNews';
import BannerEditorPage from '../../../src/features/editorial/pages/BannerEditorPage';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';
import { pressOfficer } from './editorialFixtures';

const published: ListPublication = {
  state: 'published',
  draftSavedAt: null,
  draftSavedBy: null,
  publishedAt: null,
  publishedBy: null,
  previewUrl: null,
  siteUrl: '/home',
};

const draft: ListPublication = {
  ...published,
  state: 'draft',
  draftSavedAt: '2026-11-22T17:05:00.000Z',
  draftSavedBy: 'Paulo Press',
  previewUrl: '/home?token=rascunho-banner',
};

const banner = (changes: Partial<EditorialBanner> = {}): EditorialBanner => ({
  version: 2,
  publication: published,
  slides: [
    {
      id: 1,
      title: 'Novo Volt',
      subtitle: 'Elétrico compacto',
      mediaId: 40,
      thumbnail: '/media/images/40-low.jpg',
      video: false,
      opens: { category: 'car', fatherId: 3 },
    },
    {
      id: 2,
      title: 'Filme da fábrica',
      subtitle: '',
      mediaId: 41,
      thumbnail: '/media/videos/41-poster.jpg',
      video: true,
      opens: null,
    },
  ],
  choices: {
    cars: [
      { id: 3, title: 'Aurora Volt', published: true },
      { id: 4, title: 'Aurora Conceito', published: false },
    ],
    news: [{ id: 70, title: 'Volt chega às lojas', newsDate: '2026-11-19', published: true }],
    pages: [
      { category: 'session', id: 1, title: 'Empresa', published: true },
      { category: 'technology', id: 2, title: 'Motores TurboFlex', published: true },
    ],
  },
  changes: [],
  ...changes,
});

function renderBanner() {
  const userData = { token: 'x'.repeat(43), user: pressOfficer };
  localStorage.setItem('user-data', JSON.stringify(userData));
  return renderWithProviders(
    <Routes>
      <Route path="/redacao/destaques" element={<BannerEditorPage />} />
    </Routes>,
    { route: '/redacao/destaques', preloadedState: { auth: { userData, hasEvents: false } } },
  );
}

const slideTitles = () =>
  screen.getAllByRole('textbox', { name: 'Título' }).map((input) => (input as HTMLInputElement).value);

describe('the banner editor', () => {
  it('reorders the slides, changes what one opens, adds one with a photo and saves them', async () => {
    const bodies: BannerSaveBody[] = [];
    server.use(
      http.get('*/api/redacao/banner', () => HttpResponse.json(banner())),
      http.put('*/api/redacao/banner', async ({ request }) => {
        bodies.push((await request.json()) as BannerSaveBody);
        return HttpResponse.json(banner({ version: 3, publication: draft }));
      }),
      http.get('*/api/redacao/photos', () =>
        HttpResponse.json({
          list: [{ id: 60, title: 'Loja em Curitiba', thumbnail: '/media/60.jpg' }],
          total: 1,
        }),
      ),
    );
    const { user } = renderBanner();
    const first = await screen.findByRole('group', { name: 'Destaque 1' });
    expect(within(first).getByRole('combobox', { name: 'Abre' })).toHaveValue('car');
    expect(within(first).getByRole('combobox', { name: 'Carro' })).toHaveValue('3');
    expect(within(first).getByRole('option', { name: /Aurora Conceito \(rascunho/ })).toBeInTheDocument();
    expect(screen.getByText('Vídeo: fica como está, ou troque por uma foto.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', '/home');
    // Seeded before any publication: published, with no one to name.
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.queryByText(/Publicado pela última vez/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descer o destaque 1' }));
    expect(slideTitles()).toEqual(['Filme da fábrica', 'Novo Volt']);
    const film = screen.getByRole('group', { name: 'Destaque 1' });
    await user.selectOptions(within(film).getByRole('combobox', { name: 'Abre' }), 'page');
    await user.selectOptions(within(film).getByRole('combobox', { name: 'Página' }), 'Motores TurboFlex');

    await user.click(screen.getByRole('button', { name: 'Adicionar destaque' }));
    const added = screen.getByRole('group', { name: 'Destaque 3' });
    await user.type(within(added).getByRole('textbox', { name: 'Título' }), 'Nas lojas');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    // No photo yet: the rule's words at the photo, nothing sent.
    expect(within(added).getByText(bannerMessages.photoRequired(2))).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(added).getByRole('button', { name: 'Escolher foto' }));
    await user.click(await within(added).findByRole('button', { name: 'Escolher Loja em Curitiba' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(
      await screen.findByText('Rascunho salvo. A home continua mostrando a versão publicada.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rascunho com alterações não publicadas')).toBeInTheDocument();
    expect(screen.getByText('Rascunho salvo em 22/11/2026 14:05 por Paulo Press.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visualizar' })).toHaveAttribute(
      'href',
      '/home?token=rascunho-banner',
    );
    expect(bodies).toEqual([
      {
        version: 2,
        slides: [
          {
            id: 2,
            title: 'Filme da fábrica',
            subtitle: '',
            mediaId: 41,
            opens: { category: 'technology', fatherId: 2 },
          },
          {
            id: 1,
            title: 'Novo Volt',
            subtitle: 'Elétrico compacto',
            mediaId: 40,
            opens: { category: 'car', fatherId: 3 },
          },
          { id: null, title: 'Nas lojas', subtitle: '', mediaId: 60, opens: null },
        ],
      },
    ]);
  });

  it('finds an older news item by its title and opens it; a refusal about it shows at the field', async () => {
    const bodies: BannerSaveBody[] = [];
    let searched: URLSearchParams | undefined;
    server.use(
      http.get('*/api/redacao/banner', () => HttpResponse.json(banner())),
      http.get('*/api/redacao/news', ({ request }) => {
        searched = new URL(request.url).searchParams;
        return HttpResponse.json({
          list: [
            {
              id: 12,
              title: 'Volt é apresentado no Salão',
              newsDate: '2025-10-01',
              state: 'published',
              stateText: 'Publicada',
              publishAt: null,
              updatedAt: '2025-10-01T12:00:00.000Z',
              url: '/news/12',
            },
          ],
          total: 1,
          page: 1,
          limit: 20,
        });
      }),
      http.put('*/api/redacao/banner', async ({ request }) => {
        bodies.push((await request.json()) as BannerSaveBody);
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: bannerMessages.opensUnknown(1) },
          { status: 400 },
        );
      }),
    );
    const { user } = renderBanner();
    const film = await screen.findByRole('group', { name: 'Destaque 2' });
    await user.selectOptions(within(film).getByRole('combobox', { name: 'Abre' }), 'news');
    expect(within(film).getByRole('option', { name: 'Volt chega às lojas' })).toBeInTheDocument();
    await user.type(
      within(film).getByRole('searchbox', { name: 'Buscar notícia pelo título' }),
      'Salão{Enter}',
    );
    const news = within(film).getByRole('combobox', { name: 'Notícia' });
    await user.selectOptions(
      news,
      await within(film).findByRole('option', { name: 'Volt é apresentado no Salão' }),
    );
    expect(searched?.get('q')).toBe('Salão');
    expect(searched?.get('state')).toBe('published');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await within(film).findByText(bannerMessages.opensUnknown(1))).toBeInTheDocument();
    expect(news).toHaveFocus();
    expect(bodies[0]!.slides[1]!.opens).toEqual({ category: 'news', fatherId: 12 });
  });

  it('keeps what was typed when another editor saved first, shows both, and takes theirs only when asked', async () => {
    let reads = 0;
    server.use(
      http.get('*/api/redacao/banner', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? banner() : banner({ version: 3, slides: [] }));
      }),
      http.put('*/api/redacao/banner', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: editorialNewsMessages.conflict },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderBanner();
    const title = within(await screen.findByRole('group', { name: 'Destaque 1' })).getByRole('textbox', {
      name: 'Título',
    });
    await user.type(title, ' 2027');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    await waitFor(() => expect(within(view).getByRole('term')).toHaveTextContent('Destaques da home'));
    expect(view).toHaveTextContent('Sua versão: inserido: Novo Volt 2027 · Filme da fábrica');
    expect(title).toHaveValue('Novo Volt 2027');
    await user.click(within(view).getByRole('button', { name: 'Ficar com a versão salva' }));
    expect(await screen.findByText('Nenhum destaque. A home não mostrará o carrossel.')).toBeInTheDocument();
  });

  it('publishes the draft after asking once how many slides the home will show', async () => {
    const moves: { url: string; body: unknown }[] = [];
    const newSlide = { ...banner().slides[0]!, id: null, title: 'Nas lojas' };
    server.use(
      http.get('*/api/redacao/banner', () =>
        HttpResponse.json(banner({ publication: draft, slides: [...banner().slides, newSlide] })),
      ),
      http.post('*/api/redacao/banner/:move', async ({ request }) => {
        moves.push({ url: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json(
          banner({
            version: 3,
            slides: [...banner().slides, { ...newSlide, id: 9 }],
            publication: {
              ...published,
              publishedAt: '2026-11-22T17:10:00.000Z',
              publishedBy: 'Paulo Press',
            },
          }),
        );
      }),
    );
    const { user } = renderBanner();
    // A slide the draft adds, not yet on the home, is edited like the others.
    expect(await screen.findByRole('group', { name: 'Destaque 3' })).toBeInTheDocument();
    expect(slideTitles()).toEqual(['Novo Volt', 'Filme da fábrica', 'Nas lojas']);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = screen.getByRole('dialog', { name: 'Publicar?' });
    expect(dialog).toHaveAccessibleDescription(
      'Publicar o banner: a home passa a mostrar estes 3 destaques.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    expect(
      await screen.findByText('Destaques publicados: a home já mostra esta versão.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ url: '/api/redacao/banner/publish', body: { version: 2 } }]);
    expect(
      screen.getByText('Publicado pela última vez em 22/11/2026 14:10 por Paulo Press.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar rascunho' })).not.toBeInTheDocument();
  });

  it('discards the draft after asking once, back on the published slides', async () => {
    const moves: string[] = [];
    server.use(
      http.get('*/api/redacao/banner', () =>
        HttpResponse.json(banner({ publication: draft, slides: banner().slides.slice(0, 1) })),
      ),
      http.post('*/api/redacao/banner/:move', ({ request }) => {
        moves.push(new URL(request.url).pathname);
        return HttpResponse.json(banner({ version: 3 }));
      }),
    );
    const { user } = renderBanner();
    await screen.findByRole('group', { name: 'Destaque 1' });
    expect(slideTitles()).toEqual(['Novo Volt']);
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    const dialog = screen.getByRole('dialog', { name: 'Descartar o rascunho?' });
    expect(dialog).toHaveAccessibleDescription(
      'Descartar o rascunho: o editor volta aos destaques publicados, e as alterações do rascunho se perdem.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));

    expect(
      await screen.findByText('Rascunho descartado: o editor mostra os destaques publicados.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(moves).toEqual(['/api/redacao/banner/discard']);
    expect(slideTitles()).toEqual(['Novo Volt', 'Filme da fábrica']);
    expect(screen.getByText('Publicado')).toBeInTheDocument();
  });

  it('says so when another editor wrote before the publication, and publishes nothing', async () => {
    server.use(
      http.get('*/api/redacao/banner', () => HttpResponse.json(banner({ publication: draft }))),
      http.post('*/api/redacao/banner/publish', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: editorialNewsMessages.conflict },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sim' }));
    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Outra pessoa salvou este conteúdo enquanto você editava');
    expect(
      await within(view).findByText('As duas versões têm o mesmo conteúdo nos campos editáveis.'),
    ).toBeVisible();
    expect(screen.getByText('Rascunho com alterações não publicadas')).toBeInTheDocument();
  });
});
