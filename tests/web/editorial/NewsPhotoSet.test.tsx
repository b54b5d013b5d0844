import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditorialMediaItem } from '../../../src/domain/editorialSchemas';
import { server } from '../msw/server';
import { userDataStorage } from '../../../src/lib/storage';
import { dropFocusOfDisabled, renderApp } from '../utils';
import { editorialNews, pressOfficer, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

const photo = (id: number, title: string): EditorialMediaItem => ({
  id,
  kind: 'image',
  state: 'ready',
  title,
  caption: '',
  credit: 'Aurora',
  suggestedCaption: '',
  suggestedCredit: '',
  takenAt: null,
  thumbnail: `/media/images/${id}-low.jpg`,
  size: '2400 x 1600 px',
});
const front = photo(51, 'Volt de frente');
const side = photo(52, 'Volt de lado');
const rear = photo(53, 'Volt de trás');
const showroom = photo(12, 'Volt no salão');

/** The item 9 with a set of three, each photo answering its own read. */
function serveItemWithSet() {
  serveEditorChoices();
  const item = editorialNews(9, { mediaIds: [51, 52, 53], photoSet: [front, side, rear] });
  server.use(
    http.get('*/api/redacao/news/9', () => HttpResponse.json(item)),
    http.get('*/api/redacao/media/:id', ({ params }) =>
      HttpResponse.json([front, side, rear, showroom].find((one) => one.id === Number(params.id))),
    ),
  );
  return item;
}

const setTitles = () =>
  within(screen.getByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' }))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));

withoutLayout();

describe("the news item's photo set in the editor", () => {
  it('is reordered from the keyboard, grows with a photo already in the newsroom, and is saved in that order', async () => {
    serveItemWithSet();
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(editorialNews(9, { version: 5 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await screen.findByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' });
    expect(setTitles()).toEqual(['Volt de frente', 'Volt de lado', 'Volt de trás']);
    expect(screen.getByRole('button', { name: 'Subir: Volt de frente' })).toBeDisabled();

    // 'Subir' twice from the keyboard: the button keeps the focus as its photo climbs.
    screen.getByRole('button', { name: 'Subir: Volt de trás' }).focus();
    await user.keyboard('{Enter}');
    expect(setTitles()).toEqual(['Volt de frente', 'Volt de trás', 'Volt de lado']);
    expect(screen.getByRole('button', { name: 'Subir: Volt de trás' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(setTitles()).toEqual(['Volt de trás', 'Volt de frente', 'Volt de lado']);
    expect(screen.getAllByText('1 de 3')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Descer: Volt de frente' }));
    expect(setTitles()).toEqual(['Volt de trás', 'Volt de lado', 'Volt de frente']);

    await user.click(screen.getByRole('button', { name: 'Adicionar fotos já enviadas' }));
    await user.click(await screen.findByRole('button', { name: 'Escolher Volt de frente', pressed: false }));
    // The picker's photo 12 is a fourth one, added last.
    await waitFor(() => expect(setTitles()).toHaveLength(4));
    expect(setTitles()[3]).toBe('Volt no salão');

    const sideTexts = screen.getByRole('group', { name: 'Volt de lado' });
    await user.click(within(sideTexts).getByRole('button', { name: 'Usar como foto principal' }));
    await user.click(screen.getByRole('button', { name: 'Remover da notícia: Volt de frente' }));
    expect(setTitles()).toEqual(['Volt de trás', 'Volt de lado', 'Volt no salão']);

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ mediaIds: [53, 52, 12], mediaId: 52 });
  });

  it("closes 'Adicionar fotos já enviadas' on Escape, back on its button", async () => {
    serveItemWithSet();
    const { user } = renderEditorial('/redacao/noticias/9');
    const add = await screen.findByRole('button', { name: 'Adicionar fotos já enviadas' });
    await user.click(add);
    const photo = await screen.findByRole('button', { name: 'Escolher Volt de frente', pressed: false });
    photo.focus();
    await user.keyboard('{Escape}');
    expect(photo).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar fotos já enviadas' })).toHaveFocus();
  });

  it("hands the focus on from 'Usar como foto principal', which stays disabled once the photo is the main one", async () => {
    const item = serveItemWithSet();
    // The draft saves itself a few seconds after the change.
    server.use(
      http.put('*/api/redacao/news/9', () => HttpResponse.json({ ...item, version: item.version + 1 })),
    );
    userDataStorage.write({ token: 'x'.repeat(43), user: pressOfficer });
    // The whole app, whose layout keeps the focus when the control used goes away.
    const { user } = renderApp('/redacao/noticias/9');
    const sideTexts = await screen.findByRole('group', { name: 'Volt de lado' });
    const useSide = within(sideTexts).getByRole('button', { name: 'Usar como foto principal' });
    await user.click(useSide);
    expect(useSide).toBeDisabled();
    expect(useSide).toHaveAccessibleName('Foto principal');
    dropFocusOfDisabled(useSide);
    // The control beside it in the photo's texts, not the page.
    await waitFor(() =>
      expect(within(sideTexts).getByRole('button', { name: 'Salvar dados' })).toHaveFocus(),
    );
  });

  it("saves a photo's caption on Enter and keeps the editor's title and text as typed, sending no news save", async () => {
    serveItemWithSet();
    const textsSaved: unknown[] = [];
    let newsSaves = 0;
    server.use(
      http.put('*/api/redacao/media/52', async ({ request }) => {
        const body = (await request.json()) as Partial<EditorialMediaItem>;
        textsSaved.push(body);
        return HttpResponse.json({ ...side, ...body });
      }),
      http.put('*/api/redacao/news/9', () => {
        newsSaves += 1;
        return HttpResponse.json(editorialNews(9, { version: 5 }));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    // The editor's own title comes first; each photo has a title of its own.
    const [title] = await screen.findAllByRole('textbox', { name: 'Título' });
    await user.clear(title!);
    await user.type(title!, 'Aurora Volt: as fotos');
    const sideTexts = await screen.findByRole('group', { name: 'Volt de lado' });
    await user.type(within(sideTexts).getByRole('textbox', { name: 'Legenda' }), 'Na serra{Enter}');
    expect(await within(sideTexts).findByText('Dados salvos.')).toBeInTheDocument();
    expect(textsSaved).toEqual([{ title: 'Volt de lado', caption: 'Na serra', credit: 'Aurora' }]);
    expect(newsSaves).toBe(0);
    expect(title).toHaveValue('Aurora Volt: as fotos');
    expect(title).toBeInTheDocument();
    expect(within(sideTexts).getByRole('textbox', { name: 'Legenda' })).toHaveValue('Na serra');
  });
});
