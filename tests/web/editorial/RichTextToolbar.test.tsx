/** The text's toolbar as a press officer uses it: what each button says it is, the link's panel, a picture of the media. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RichTextField } from '../../../src/features/editorial/editor/RichTextField';
import { server } from '../msw/server';
import { renderWithProviders } from '../utils';

// jsdom lays nothing out: ProseMirror, scrolling the cursor into view after a command, measures the cursor's range.
beforeAll(() => {
  const noRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = noRect;
  Range.prototype.getClientRects = () =>
    Object.assign([noRect()], { item: () => noRect() }) as unknown as DOMRectList;
});

function renderText(html: string) {
  const onChange = vi.fn<(html: string) => void>();
  const view = renderWithProviders(
    <RichTextField id="texto" label="Texto" html={html} loadKey={1} pictures onChange={onChange} />,
  );
  const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0];
  return { ...view, toolbar, lastHtml };
}

/**
 * The cursor put in the text, at its start. Not by a click: jsdom has no layout, and ProseMirror asks the layout where
 * a click landed.
 */
const enterText = () => act(() => screen.getByRole('textbox', { name: 'Texto' }).focus());

describe('the text toolbar', () => {
  it('says which formats are on where the cursor is, and toggles headings, lists and quotes', async () => {
    const { user, toolbar, lastHtml } = renderText('<h3>Ficha</h3>');
    enterText();
    const pressed = (name: string) =>
      within(toolbar).getByRole('button', { name }).getAttribute('aria-pressed');
    await waitFor(() => expect(pressed('Título 3')).toBe('true'));
    expect(pressed('Título 2')).toBe('false');
    for (const name of ['Negrito', 'Itálico', 'Lista', 'Lista numerada', 'Citação', 'Link', 'Imagem'])
      expect(pressed(name), name).toBe('false');

    await user.click(within(toolbar).getByRole('button', { name: 'Título 3' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Lista numerada' }));
    // The editor keeps a paragraph after a list, to write on.
    expect(lastHtml()).toBe('<ol><li><p>Ficha</p></li></ol><p></p>');
    expect(pressed('Lista numerada')).toBe('true');
    await user.click(within(toolbar).getByRole('button', { name: 'Lista numerada' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Citação' }));
    expect(lastHtml()).toBe('<blockquote><p>Ficha</p></blockquote><p></p>');
    expect(pressed('Citação')).toBe('true');
  });

  it('asks the link’s address in its own panel, which Escape closes back to its button', async () => {
    const { user, toolbar, lastHtml } = renderText('<p>Aurora</p>');
    enterText();
    await user.keyboard('{Control>}a{/Control}');
    const link = within(toolbar).getByRole('button', { name: 'Link' });
    await user.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Endereço do link' }), 'www.aurora.com.br');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveFocus();

    await user.click(link);
    await user.type(screen.getByRole('textbox', { name: 'Endereço do link' }), 'www.aurora.com.br{Enter}');
    // A site typed without https:// is a site, not a page of ours; no target or rel: the public page decides.
    expect(lastHtml()).toBe('<p><a href="https://www.aurora.com.br">Aurora</a></p>');
  });

  it('puts in a photo of the media with its caption and credit, filled from the photo and editable', async () => {
    server.use(
      http.get('*/api/redacao/photos', () =>
        HttpResponse.json({
          list: [
            {
              id: 12,
              title: 'Volt de frente',
              thumbnail: '/media/images/volt-low.jpg',
              picture: '/media/images/volt-med.jpg',
              caption: 'O Volt na fábrica de Taubaté',
              credit: 'Ana Lima',
            },
          ],
          total: 1,
        }),
      ),
    );
    const { user, toolbar, lastHtml } = renderText('<p>Corpo</p>');
    enterText();
    await user.click(within(toolbar).getByRole('button', { name: 'Imagem' }));
    const panel = screen.getByRole('group', { name: 'Imagem' });
    await user.click(await within(panel).findByRole('button', { name: 'Escolher Volt de frente' }));
    expect(within(panel).getByRole('textbox', { name: 'Legenda' })).toHaveValue(
      'O Volt na fábrica de Taubaté',
    );
    await user.clear(within(panel).getByRole('textbox', { name: 'Crédito' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Crédito' }), 'Foto: Ana Lima');
    await user.click(within(panel).getByRole('button', { name: 'Inserir imagem' }));
    expect(lastHtml()).toContain(
      '<figure><img src="/media/images/volt-med.jpg" alt="Volt de frente"><figcaption>O Volt na fábrica de ' +
        'Taubaté<small>Foto: Ana Lima</small></figcaption></figure>',
    );
    expect(screen.queryByRole('group', { name: 'Imagem' })).not.toBeInTheDocument();
  });
});
