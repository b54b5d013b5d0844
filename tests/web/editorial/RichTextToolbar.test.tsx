/** The text's toolbar as a press officer uses it: what each button says it is, the link's panel, a picture of the media. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RichTextField } from '../../../src/features/editorial/editor/RichTextField';
import { server } from '../msw/server';
import { announced, renderWithProviders } from '../utils';

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

  it('is one Tab stop, whose buttons the arrows, Home and End move through', async () => {
    const { user, toolbar } = renderText('<p>Aurora</p>');
    const text = screen.getByRole('textbox', { name: 'Texto' });
    const named = (name: string) => within(toolbar).getByRole('button', { name });
    const stops = () =>
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex >= 0);

    await user.tab();
    expect(named('Negrito')).toHaveFocus();
    expect(stops()).toEqual([named('Negrito')]);
    await user.tab();
    expect(text).toHaveFocus();

    await user.tab({ shift: true });
    expect(named('Negrito')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(named('Itálico')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // From the first, Left goes round to the last.
    expect(named('Imagem')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(named('Negrito')).toHaveFocus();
    await user.keyboard('{End}');
    expect(named('Imagem')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(named('Link')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(named('Negrito')).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}');

    // Left and come back: the toolbar's one stop is the button last used.
    await user.tab();
    expect(text).toHaveFocus();
    await user.tab({ shift: true });
    expect(named('Link')).toHaveFocus();
    expect(stops()).toEqual([named('Link')]);
  });

  it('opens the link’s panel from the keyboard with focus in it; Escape, there or on Link, closes it back to Link and keeps the words chosen', async () => {
    const { user, toolbar, lastHtml } = renderText('<p>Aurora</p>');
    enterText();
    await user.keyboard('{Control>}a{/Control}');
    const link = within(toolbar).getByRole('button', { name: 'Link' });
    await user.tab({ shift: true });
    await user.keyboard('{End}{ArrowLeft}');
    expect(link).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Endereço do link' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    // Open, and back on its button: Escape there closes it too.
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    // The words chosen before are still the ones the link goes on.
    await user.keyboard('{Enter}');
    await user.keyboard('www.aurora.com.br{Enter}');
    expect(lastHtml()).toBe('<p><a href="https://www.aurora.com.br">Aurora</a></p>');
  });

  it('refuses an address that is none, keeping what was typed, and takes web addresses, e-mails and bare domains', async () => {
    const { user, toolbar, lastHtml } = renderText('<p>Aurora</p>');
    enterText();
    await user.keyboard('{Control>}a{/Control}');
    const link = within(toolbar).getByRole('button', { name: 'Link' });
    await user.click(link);
    const address = screen.getByRole('textbox', { name: 'Endereço do link' });
    const refusal =
      'Endereço inválido. Use um endereço da web (https://…), um e-mail (mailto:…) ou um domínio como www.exemplo.com.br.';

    for (const typed of ['nao é url', 'javascript:alert(1)', 'aurora', 'https://']) {
      await user.clear(address);
      await user.type(address, `${typed}{Enter}`);
      expect(address, typed).toHaveValue(typed);
      expect(address, typed).toHaveAttribute('aria-invalid', 'true');
      expect(address, typed).toHaveAccessibleDescription(refusal);
      expect(address, typed).toHaveFocus();
      expect(lastHtml(), typed).toBeUndefined();
    }
    await announced(refusal);
    await user.click(screen.getByRole('button', { name: 'Aplicar link' }));
    expect(screen.getByRole('group', { name: 'Link' })).toBeInTheDocument();
    expect(lastHtml()).toBeUndefined();

    // Typing again takes the mark off until the next try.
    await user.type(address, '/');
    expect(address).not.toHaveAttribute('aria-invalid');

    const linked = async (typed: string) => {
      if (!screen.queryByRole('group', { name: 'Link' })) {
        await user.keyboard('{Control>}a{/Control}');
        await user.click(link);
      }
      const field = screen.getByRole('textbox', { name: 'Endereço do link' });
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(screen.queryByRole('group', { name: 'Link' }), typed).not.toBeInTheDocument();
      return lastHtml();
    };
    expect(await linked('https://www.aurora.com.br/imprensa?x=1')).toBe(
      '<p><a href="https://www.aurora.com.br/imprensa?x=1">Aurora</a></p>',
    );
    expect(await linked('mailto:imprensa@aurora.com.br')).toBe(
      '<p><a href="mailto:imprensa@aurora.com.br">Aurora</a></p>',
    );
    expect(await linked('www.exemplo.com.br')).toBe('<p><a href="https://www.exemplo.com.br">Aurora</a></p>');
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
    const picture = within(toolbar).getByRole('button', { name: 'Imagem' });
    // Escape on its button closes the panel as it does inside it.
    await user.click(picture);
    expect(picture).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Imagem' })).not.toBeInTheDocument();
    expect(picture).toHaveFocus();
    await user.click(picture);
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
