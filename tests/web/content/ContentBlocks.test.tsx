import { testDownloadPass } from '../msw/setsHandlers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ContentBlocks } from '../../../src/components/content/ContentBlocks';
import { SafeHtml } from '../../../src/components/content/SafeHtml';
import { photoBlock, textBlock, videoBlock } from '../../fixtures/pages';
import { stubMediaPlayback } from '../home/mediaStubs';
import { catchSavedAttachments, renderWithProviders, setViewportWidth } from '../utils';

const blocks = [textBlock(1, '<p>Texto completo</p>', '<p>Texto médio</p>', '<p>Texto curto</p>')];
const sizes = '100vw';

beforeEach(() => {
  stubMediaPlayback();
});
afterEach(() => vi.restoreAllMocks());

describe('ContentBlocks, text', () => {
  it.each([
    [1280, 'Texto completo'],
    [769, 'Texto completo'],
    [768, 'Texto médio'],
    [545, 'Texto médio'],
    [544, 'Texto curto'],
    [390, 'Texto curto'],
  ])('at %i px shows "%s"', (width, text) => {
    setViewportWidth(width);
    renderWithProviders(<ContentBlocks templates={blocks} pageTitle="Página" sizes={sizes} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(document.querySelectorAll('.content-block--text')).toHaveLength(1);
  });

  it("uses the full text where a shorter one is ''", () => {
    setViewportWidth(390);
    renderWithProviders(
      <ContentBlocks templates={[textBlock(1, '<p>Só o completo</p>')]} pageTitle="Página" sizes={sizes} />,
    );
    expect(screen.getByText('Só o completo')).toBeInTheDocument();
  });

  it('switches text when the window is resized', () => {
    setViewportWidth(1280);
    renderWithProviders(<ContentBlocks templates={blocks} pageTitle="Página" sizes={sizes} />);
    expect(screen.getByText('Texto completo')).toBeInTheDocument();
    act(() => setViewportWidth(390));
    expect(screen.getByText('Texto curto')).toBeInTheDocument();
  });
});

describe('sanitising content HTML', () => {
  it('never lets a script, an event handler or a javascript: link reach the page', () => {
    const hostile = [
      '<p>Olá <strong>mundo</strong></p>',
      '<img src="x" onerror="window.__hacked = true">',
      '<script>window.__hacked = true</script>',
      '<a href="javascript:window.__hacked=true">clique</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed">estilo</p>',
      '<a href="https://aurora.example" target="_blank">site</a>',
    ].join('');
    setViewportWidth(1280);
    const { container } = renderWithProviders(
      <ContentBlocks templates={[textBlock(1, hostile)]} pageTitle="Página" sizes={sizes} />,
    );
    expect(screen.getByText('mundo').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(screen.getByText('clique')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('renders nothing for HTML that is empty once cleaned', () => {
    const { container } = renderWithProviders(<SafeHtml html={'<script>alert(1)</script>'} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ContentBlocks, media', () => {
  it('shows a photo with its actions: Ampliar, Baixar in three sizes, Favoritar', async () => {
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    const image = screen.getByRole('img', { name: 'Aurora T\u2011Cross: foto 1' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image.getAttribute('srcset')).toContain('/media/images/foto-med.jpg 1795w');
    expect(screen.getByRole('button', { name: 'Ampliar: Aurora T\u2011Cross: foto 1' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Favoritar: Aurora T\u2011Cross: foto 1' }),
    ).toBeInTheDocument();

    const baixar = screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: foto 1' });
    expect(baixar).toHaveAttribute('aria-expanded', 'false');
    await user.click(baixar);
    expect(baixar).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen
        .getAllByRole('button', { name: /— Aurora T\u2011Cross: foto 1$/ })
        .map((size) => size.textContent),
    ).toEqual(['Pequena 1024 x 683 px', 'Média 1795 x 1197 px', 'Grande 4096 x 2731 px']);
  });

  it('shows a video as a player started by a tap, downloadable as MP4 and MOV, with no Ampliar', async () => {
    const { user } = renderWithProviders(
      <ContentBlocks
        templates={[photoBlock(2, 'foto'), videoBlock(3, 'filme')]}
        pageTitle="Aurora T-Cross"
        sizes={sizes}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Reproduzir vídeo: Aurora T\u2011Cross: vídeo 2' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ampliar: Aurora T\u2011Cross: vídeo 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: vídeo 2' }));
    // The fixture's labels name only the format: nothing more is shown beside it.
    expect(screen.getByRole('button', { name: 'MP4 — Aurora T\u2011Cross: vídeo 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MOV — Aurora T\u2011Cross: vídeo 2' })).toBeInTheDocument();
  });
});

describe('downloading a media block', () => {
  const dialogName = 'Termos de uso para download';

  it('asks for the download terms first, in a modal dialog, then remembers the acceptance', async () => {
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    const baixar = screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: foto 1' });
    await user.click(baixar);
    await user.click(screen.getByRole('button', { name: /^Grande/ }));

    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const box = within(dialog).getByRole('checkbox', {
      name: 'Li e concordo com os Termos de Uso para Download',
    });
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: /Termos de Uso para Download/ })).toHaveAttribute(
      'href',
      '/termos-legais/termoDownload',
    );
    await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Baixar' })).toBeDisabled();
    await user.click(box);
    expect(saved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));

    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
    // Saved as a file named by the server, not opened in a tab.
    await waitFor(() =>
      expect(saved).toEqual([`/api/medias_api/download-file/foto-full.jpg?pass=${testDownloadPass}`]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(baixar).toHaveFocus());

    // The next download starts at once.
    await user.click(baixar);
    await user.click(screen.getByRole('button', { name: /^Pequena/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(`/api/medias_api/download-file/foto-low.jpg?pass=${testDownloadPass}`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('downloads at once once the terms were accepted (on the terms page, say); a video through the API', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(
      <ContentBlocks
        templates={[photoBlock(2, 'foto'), videoBlock(3, 'filme')]}
        pageTitle="Aurora T-Cross"
        sizes={sizes}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: foto 1' }));
    await user.click(screen.getByRole('button', { name: /^Média/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(`/api/medias_api/download-file/foto-med.jpg?pass=${testDownloadPass}`),
    );

    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: vídeo 2' }));
    await user.click(screen.getByRole('button', { name: /^MP4/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toBe(`/api/medias_api/download-file/filme-med.mp4?pass=${testDownloadPass}`),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes away on Cancelar without storing or downloading anything', async () => {
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: foto 1' }));
    await user.click(screen.getByRole('button', { name: /^Pequena/ }));
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('downloadAccepted')).toBeNull();
    expect(saved).toEqual([]);
  });
});
