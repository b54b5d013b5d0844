/**
 * Photos sent together join the news item's set in the order the press officer chose them in the file picker,
 * whatever order their uploads finish in: here the third file's upload finishes first and the first one's last. The
 * uploads go through the real drop zone (Uppy over tus) to msw, which holds each upload's answer until the test lets
 * it go, so the order of finishing is the test's, not the machine's.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditorialMediaItem } from '../../../src/domain/editorialSchemas';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const names = ['zenite-frente.jpg', 'zenite-lado.jpg', 'zenite-tras.jpg'];
/** The tus id each file's upload gets, and the media it is registered as. */
const uploadIdOf = (index: number) => `${index + 1}`.padStart(32, 'a');
const sizeOf = (index: number) => 100 + index;
const photoOf = (index: number): EditorialMediaItem => ({
  id: 60 + index,
  kind: 'image',
  state: 'ready',
  title: names[index]!.replace('.jpg', ''),
  caption: '',
  credit: '',
  suggestedCaption: '',
  suggestedCredit: '',
  takenAt: null,
  thumbnail: `/media/images/${60 + index}-low.jpg`,
  size: '900 x 600 px',
});

const setTitles = () =>
  within(screen.getByRole('list', { name: 'Fotos e vídeos da notícia, em ordem' }))
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-label'));

describe("the news item's uploads", () => {
  it('offer two drop zones whose file pickers are named for what each takes', async () => {
    serveEditorChoices();
    server.use(http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))));
    renderEditorial('/redacao/noticias/9');
    expect(
      await screen.findByRole('button', { name: 'selecionar fotos e vídeos' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'selecionar o PDF do release' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'selecionar arquivos' })).not.toBeInTheDocument();
  });

  it('join the set in the order the files were chosen, not the order they finish in', async () => {
    serveEditorChoices();
    const uploads = names.map(() => heldAnswer());
    const created: string[] = [];
    const read: number[] = [];
    server.use(
      http.get('*/api/redacao/news/9', () => HttpResponse.json(editorialNews(9))),
      http.post('*/api/redacao/uploads', ({ request }) => {
        // tus names the file in its metadata: 'filename <base64>'.
        const metadata = request.headers.get('upload-metadata') ?? '';
        const encoded = /(?:^|,)filename ([^,]+)/.exec(metadata)?.[1] ?? '';
        const index = names.indexOf(atob(encoded));
        created.push(names[index]!);
        return new HttpResponse(null, {
          status: 201,
          headers: {
            location: `http://localhost/api/redacao/uploads/${uploadIdOf(index)}`,
            'tus-resumable': '1.0.0',
          },
        });
      }),
      // The whole file in one part: the answer says it has all of it (the body of an XMLHttpRequest is not read).
      http.patch('*/api/redacao/uploads/:id', async ({ params }) => {
        const index = Array.from(names.keys()).find((n) => uploadIdOf(n) === params.id)!;
        await uploads[index]!.held;
        return new HttpResponse(null, {
          status: 204,
          headers: { 'upload-offset': String(sizeOf(index)), 'tus-resumable': '1.0.0' },
        });
      }),
      http.post('*/api/redacao/media', async ({ request }) => {
        const { upload } = (await request.json()) as { upload: string };
        const index = Array.from(names.keys()).find((n) => uploadIdOf(n) === upload)!;
        return HttpResponse.json(photoOf(index));
      }),
      http.get('*/api/redacao/media/:id', ({ params }) => {
        read.push(Number(params.id));
        return HttpResponse.json(photoOf(Number(params.id) - 60));
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const input = await waitFor(
      () => {
        const found = document.querySelector<HTMLInputElement>('.uppy-Dashboard-input');
        if (!found) throw new Error('the drop zone is still loading');
        return found;
      },
      { timeout: 10_000 },
    );
    await user.upload(
      input,
      names.map((name, index) => new File([new Uint8Array(sizeOf(index))], name, { type: 'image/jpeg' })),
    );
    await waitFor(() => expect(created).toHaveLength(3));

    // The last one chosen finishes first, then the first, then the middle one.
    for (const [index, expected] of [
      [2, ['zenite-tras']],
      [0, ['zenite-frente', 'zenite-tras']],
      [1, ['zenite-frente', 'zenite-lado', 'zenite-tras']],
    ] as const) {
      uploads[index]!.release();
      await waitFor(() => expect(setTitles()).toEqual(expected));
    }
    // Each photo, once in the set, has read itself: nothing is left asking after the test.
    await waitFor(() => expect([...read].sort()).toEqual([60, 61, 62]));
  }, 30_000);
});
