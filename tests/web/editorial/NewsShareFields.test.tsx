import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import type { EditorialNews } from '../../../src/domain/editorialSchemas';
import { newsShareMessages } from '../../../src/domain/newsSharing';
import { server } from '../msw/server';
import { editorialNews, renderEditorial, serveEditorChoices } from './editorialFixtures';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const serveNews = (news: EditorialNews) =>
  server.use(http.get('*/api/redacao/news/9', () => HttpResponse.json(news)));

const card = () => screen.getByRole('region', { name: 'Prévia do link compartilhado' });

describe("the news editor's share fields", () => {
  it('previews the shared card with the item’s own words until the share fields are typed, and counts their characters', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9, { mediaId: 12, mediaThumbnail: '/media/12-thumb.jpg' }));
    const { user } = renderEditorial('/redacao/noticias/9');
    const shareTitle = await screen.findByRole('textbox', { name: 'Título para compartilhamento' });

    // Nothing typed: the title, the subtitle, the main photo and the site's address.
    expect(within(card()).getByRole('img', { name: 'Imagem do link compartilhado' })).toHaveAttribute(
      'src',
      '/media/12-thumb.jpg',
    );
    expect(card()).toHaveTextContent(window.location.host);
    expect(card()).toHaveTextContent('Aurora Volt chega ao Brasil');
    expect(card()).toHaveTextContent('O elétrico compacto estreia em dezembro.');
    expect(shareTitle).toHaveAttribute('placeholder', 'Aurora Volt chega ao Brasil');
    const slug = screen.getByRole('textbox', { name: 'Endereço (slug)' });
    expect(slug).toHaveAttribute('placeholder', 'aurora-volt-chega-ao-brasil');
    expect(slug).toHaveAccessibleDescription(
      `Vazio, usa o título: aurora-volt-chega-ao-brasil. Endereço: ${window.location.origin}/news/9/aurora-volt-chega-ao-brasil`,
    );

    // As the press officer types, the card and the counters follow.
    await user.type(shareTitle, 'Volt: o elétrico chegou');
    expect(card()).toHaveTextContent('Volt: o elétrico chegou');
    expect(card()).not.toHaveTextContent('Aurora Volt chega ao Brasil');
    expect(shareTitle).toHaveAccessibleDescription('Vazio, usa o título da notícia. 23 de 90 caracteres');

    const metaDescription = screen.getByRole('textbox', { name: 'Descrição para buscadores' });
    expect(metaDescription).toHaveAccessibleDescription(
      'Vazia, usa o subtítulo ou a primeira frase do texto. 0 de 160 caracteres',
    );
    await user.click(metaDescription);
    await user.paste(`Reservas abertas. ${'x'.repeat(143)}`);
    expect(card()).toHaveTextContent('Reservas abertas.');
    expect(screen.getByText('161 de 160 caracteres: 1 a mais')).toBeInTheDocument();

    await user.type(slug, 'volt-no-brasil');
    expect(slug).toHaveAccessibleDescription(
      `Vazio, usa o título: aurora-volt-chega-ao-brasil. Endereço: ${window.location.origin}/news/9/volt-no-brasil`,
    );
  });

  it("takes the site's own picture and the text's first sentence when the item has no photo nor subtitle", async () => {
    serveEditorChoices();
    serveNews(
      editorialNews(9, {
        subtitle: '',
        description: '<p>A Aurora anuncia o Volt. Ele chega em dezembro.</p>',
      }),
    );
    renderEditorial('/redacao/noticias/9');
    await screen.findByRole('textbox', { name: 'Título para compartilhamento' });
    expect(within(card()).getByRole('img', { name: 'Imagem do link compartilhado' })).toHaveAttribute(
      'src',
      '/share.jpg',
    );
    expect(card()).toHaveTextContent('A Aurora anuncia o Volt.');
    expect(card()).not.toHaveTextContent('Ele chega em dezembro.');
    expect(screen.getByRole('textbox', { name: 'Descrição para buscadores' })).toHaveAttribute(
      'placeholder',
      'A Aurora anuncia o Volt.',
    );
  });

  it('refuses a slug out of the rule at its field before sending, and shows the server’s refusal of a taken one there', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9));
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: newsShareMessages.slugTaken },
          { status: 400 },
        );
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    const slug = await screen.findByRole('textbox', { name: 'Endereço (slug)' });
    await user.type(slug, 'Aurora Volt');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(newsShareMessages.slugInvalid));
    expect(slug).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(slug);
    await user.type(slug, 'volt-precos');
    expect(slug).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(newsShareMessages.slugTaken));
    expect(slug).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the share fields with the item, the share image picked with the photo picker', async () => {
    serveEditorChoices();
    serveNews(editorialNews(9));
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/redacao/news/9', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(
          editorialNews(9, { ...body, version: 5, shareThumbnail: '/media/12-thumb.jpg' } as never),
        );
      }),
    );
    const { user } = renderEditorial('/redacao/noticias/9');
    await user.type(
      await screen.findByRole('textbox', { name: 'Título para compartilhamento' }),
      'Volt chegou',
    );
    await user.type(screen.getByRole('textbox', { name: 'Descrição para buscadores' }), 'Reservas abertas.');
    await user.type(screen.getByRole('textbox', { name: 'Endereço (slug)' }), 'volt-chegou');
    const shareImage = screen.getByRole('group', { name: 'Imagem de compartilhamento' });
    await user.click(within(shareImage).getByRole('button', { name: 'Escolher foto' }));
    await user.click(await within(shareImage).findByRole('button', { name: 'Escolher Volt de frente' }));
    expect(
      within(shareImage).getByRole('img', { name: 'Imagem de compartilhamento escolhida' }),
    ).toHaveAttribute('src', '/media/12-thumb.jpg');
    expect(within(card()).getByRole('img', { name: 'Imagem do link compartilhado' })).toHaveAttribute(
      'src',
      '/media/12-thumb.jpg',
    );
    // The main photo is not changed by it.
    expect(
      within(screen.getByRole('group', { name: 'Foto principal' })).getByText('Nenhuma foto escolhida.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      mediaId: null,
      slug: 'volt-chegou',
      metaDescription: 'Reservas abertas.',
      shareTitle: 'Volt chegou',
      shareMediaId: 12,
      version: 4,
    });
    expect(sent[0]).not.toHaveProperty('shareThumbnail');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Notícia salva.'));
  });
});
