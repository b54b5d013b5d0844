import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { EditorialMediaItem } from '../../../src/domain/editorialSchemas';
import { mediaMessages } from '../../../src/domain/editorialMedia';
import { UploadedMedia } from '../../../src/features/editorial/media/UploadedMedia';
import { mainPhotoAction } from '../../../src/features/editorial/media/mainPhotoAction';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

const uploaded = (fields: Partial<EditorialMediaItem> = {}): EditorialMediaItem => ({
  id: 41,
  kind: 'image',
  state: 'processing',
  title: 'vento-frente',
  caption: '',
  credit: 'Ana Fotografa',
  suggestedCaption: '',
  suggestedCredit: '',
  takenAt: null,
  thumbnail: null,
  size: '',
  ...fields,
});

describe('an uploaded photo in the news editor', () => {
  it('says its sizes are being made, then offers it as the main photo once they are', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/redacao/media/41', () => {
        asked += 1;
        return HttpResponse.json(
          asked < 2
            ? uploaded()
            : uploaded({
                state: 'ready',
                thumbnail: '/media/images/vento-frente-low.jpg',
                size: '2400 x 1600 px',
              }),
        );
      }),
    );
    const onUseAsMain = vi.fn();
    const { user } = renderWithProviders(
      <ul>
        <UploadedMedia registered={uploaded()} actions={mainPhotoAction(null, onUseAsMain)} />
      </ul>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Preparando os tamanhos…');
    expect(screen.queryByRole('button', { name: 'Usar como foto principal' })).not.toBeInTheDocument();
    // Polled every two seconds until the job has made the sizes.
    await user.click(
      await screen.findByRole('button', { name: 'Usar como foto principal' }, { timeout: 8000 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Pronto');
    expect(onUseAsMain).toHaveBeenCalledWith({
      mediaId: 41,
      thumbnail: '/media/images/vento-frente-low.jpg',
    });
  });

  it("saves the texts the press office writes, and shows the server's refusal in its words", async () => {
    const ready = uploaded({ state: 'ready', thumbnail: '/media/images/a-low.jpg' });
    const sent: unknown[] = [];
    const gone = 'Este arquivo foi removido. Recarregue a página.';
    server.use(
      http.get('*/api/redacao/media/41', () => HttpResponse.json(ready)),
      http.put('*/api/redacao/media/41', async ({ request }) => {
        const body = (await request.json()) as { title: string; caption: string };
        sent.push(body);
        if (body.caption === 'Depois de removida')
          return HttpResponse.json({ statusCode: 404, message: gone }, { status: 404 });
        return HttpResponse.json({ ...ready, ...body });
      }),
    );
    const { user } = renderWithProviders(
      <ul>
        <UploadedMedia registered={ready} actions={mainPhotoAction(41, () => {})} />
      </ul>,
    );
    const form = screen.getByRole('group', { name: 'vento-frente' });
    expect(within(form).getByRole('button', { name: 'Foto principal' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Legenda' }), 'Na pista de testes');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(form).findByText('Dados salvos.')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'vento-frente', caption: 'Na pista de testes', credit: 'Ana Fotografa' }]);

    const caption = within(form).getByRole('textbox', { name: 'Legenda' });
    await user.clear(caption);
    await user.type(caption, 'Depois de removida');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(gone);
  });

  it("offers the photo's own caption and credit as suggestions, taken into the fields and sent only when saved", async () => {
    const ready = uploaded({
      state: 'ready',
      thumbnail: '/media/images/a-low.jpg',
      credit: '',
      suggestedCaption: 'Vento na serra do Rio do Rastro',
      suggestedCredit: 'Ana Fotografa',
    });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/redacao/media/41', () => HttpResponse.json(ready)),
      http.put('*/api/redacao/media/41', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...ready, ...body });
      }),
    );
    const { user } = renderWithProviders(
      <ul>
        <UploadedMedia registered={ready} />
      </ul>,
    );
    const form = screen.getByRole('group', { name: 'vento-frente' });
    const caption = within(form).getByRole('textbox', { name: 'Legenda' });
    const credit = within(form).getByRole('textbox', { name: 'Crédito' });
    // Shown, not filled in: nothing of the camera's is the photo's until the editor says so.
    expect(caption).toHaveValue('');
    expect(credit).toHaveValue('');
    expect(within(form).getByText(/Sugestão da foto:\s*Vento na serra do Rio do Rastro/)).toBeInTheDocument();
    expect(within(form).getByText(/Sugestão da foto:\s*Ana Fotografa/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Usar como legenda' }));
    expect(caption).toHaveValue('Vento na serra do Rio do Rastro');
    expect(caption).toHaveFocus();
    // Taken, the suggestion is no longer offered; the credit's still is.
    expect(within(form).queryByRole('button', { name: 'Usar como legenda' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Usar como crédito' })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    expect(await within(form).findByText('Dados salvos.')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'vento-frente', caption: 'Vento na serra do Rio do Rastro', credit: '' }]);
  });

  it('says at the field that a title is needed, in Portuguese, and sends nothing until it has one', async () => {
    const ready = uploaded({ state: 'ready', thumbnail: '/media/images/a-low.jpg' });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/redacao/media/41', () => HttpResponse.json(ready)),
      http.put('*/api/redacao/media/41', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...ready, ...body });
      }),
    );
    const { user } = renderWithProviders(
      <ul>
        <UploadedMedia registered={ready} />
      </ul>,
    );
    const form = screen.getByRole('group', { name: 'vento-frente' });
    const title = within(form).getByRole('textbox', { name: 'Título' });
    for (const typed of ['', '   ']) {
      await user.clear(title);
      if (typed) await user.type(title, typed);
      // Enter and the button alike.
      await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(title).toHaveAccessibleDescription(mediaMessages.titleRequired);
      expect(title).toHaveFocus();
    }
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    // Typing clears the message; with a title, the texts go.
    await user.clear(title);
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.type(title, 'Vento de frente');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('Dados salvos.')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Vento de frente', caption: '', credit: 'Ana Fotografa' }]);
  });

  it('saves its texts on Enter in a field without sending the editor form around it', async () => {
    const ready = uploaded({ state: 'ready', thumbnail: '/media/images/a-low.jpg' });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/redacao/media/41', () => HttpResponse.json(ready)),
      http.put('*/api/redacao/media/41', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...ready, ...body });
      }),
    );
    const onEditorSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, container } = renderWithProviders(
      <form onSubmit={onEditorSubmit}>
        <ul>
          <UploadedMedia registered={ready} />
        </ul>
      </form>,
    );
    expect(container.querySelectorAll('form form')).toHaveLength(0);
    const texts = screen.getByRole('group', { name: 'vento-frente' });
    expect(within(texts).getByRole('button', { name: 'Salvar dados' })).toHaveAttribute('type', 'button');
    await user.type(within(texts).getByRole('textbox', { name: 'Legenda' }), 'Na pista de testes{Enter}');
    expect(await within(texts).findByText('Dados salvos.')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'vento-frente', caption: 'Na pista de testes', credit: 'Ana Fotografa' }]);
    expect(onEditorSubmit).not.toHaveBeenCalled();
  });
});
