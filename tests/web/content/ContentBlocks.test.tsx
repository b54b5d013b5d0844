import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ContentBlocks } from '../../../src/components/content/ContentBlocks';
import { SafeHtml } from '../../../src/components/content/SafeHtml';
import { photoBlock, textBlock, videoBlock } from '../../fixtures/pages';
import { stubMediaPlayback } from '../home/mediaStubs';
import { renderWithProviders, setViewportWidth } from '../utils';

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
  it('shows a photo with its three download sizes', () => {
    renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    const image = screen.getByRole('img', { name: 'Aurora T-Cross: foto 1' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image.getAttribute('srcset')).toContain('/media/images/foto-med.jpg 1795w');
    expect(screen.getByRole('link', { name: /^Pequena \(1024 x 683 px\)/ })).toHaveAttribute(
      'href',
      '/media/images/foto-low.jpg',
    );
    expect(screen.getByRole('link', { name: /^Média/ })).toHaveAttribute(
      'href',
      '/media/images/foto-med.jpg',
    );
    expect(screen.getByRole('link', { name: /^Grande/ })).toHaveAttribute(
      'href',
      '/media/images/foto-full.jpg',
    );
  });

  it('shows a video as a player started by a tap, downloadable as MP4', () => {
    renderWithProviders(
      <ContentBlocks
        templates={[photoBlock(2, 'foto'), videoBlock(3, 'filme')]}
        pageTitle="Aurora T-Cross"
        sizes={sizes}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Reproduzir vídeo: Aurora T-Cross: vídeo 2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^MP4/ })).toHaveAttribute('href', '/media/videos/filme-med.mp4');
  });
});

describe('downloading a media block', () => {
  it('asks for the download terms first, then remembers the acceptance', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    await user.click(screen.getByRole('link', { name: /^Grande/ }));
    const prompt = screen.getByRole('group', { name: 'Antes de baixar' });
    const box = within(prompt).getByRole('checkbox', {
      name: 'Li e concordo com os Termos de Uso para Download',
    });
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(within(prompt).getByRole('link', { name: 'Termos de Uso para Download' })).toHaveAttribute(
      'href',
      '/termos-legais/termoDownload',
    );
    await user.click(box);
    expect(within(prompt).getByRole('button', { name: 'Baixar' })).toBeDisabled();
    await user.click(box);
    await user.click(within(prompt).getByRole('button', { name: 'Baixar' }));

    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
    expect(clicks).toEqual(['/media/images/foto-full.jpg']);
    expect(screen.queryByRole('group', { name: 'Antes de baixar' })).not.toBeInTheDocument();
  });

  it('lets the link download at once once the terms were accepted', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    const link = screen.getByRole('link', { name: /^Média/ });
    let prevented: boolean | null = null;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom would try to navigate
    });
    await user.click(link);
    expect(prevented).toBe(false);
    expect(screen.queryByRole('group', { name: 'Antes de baixar' })).not.toBeInTheDocument();
  });

  it('goes away on Cancelar without storing anything', async () => {
    const { user } = renderWithProviders(
      <ContentBlocks templates={[photoBlock(2, 'foto')]} pageTitle="Aurora T-Cross" sizes={sizes} />,
    );
    await user.click(screen.getByRole('link', { name: /^Pequena/ }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('group', { name: 'Antes de baixar' })).not.toBeInTheDocument();
    expect(localStorage.getItem('downloadAccepted')).toBeNull();
  });
});
