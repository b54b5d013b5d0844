import { testDownloadPass } from '../msw/setsHandlers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PdfRow } from '../../../src/components/content/PdfRow';
import { failing, usePageHandlers } from '../msw/pageHandlers';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import { catchSavedAttachments, renderWithProviders } from '../utils';

let alert: ReturnType<typeof vi.spyOn>;
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePageHandlers();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
});
afterEach(() => vi.restoreAllMocks());

const renderRow = (pdfMedia: string | null = null) =>
  renderWithProviders(
    <PdfRow path="/cars/version/1/2" title="T-Cross Highline 1.4 TSI" pdfMedia={pdfMedia} />,
  );

describe('PdfRow', () => {
  it("offers the version's spec sheet when it has one: downloaded through the API after the terms", async () => {
    const saved = catchSavedAttachments();
    const { user } = renderRow('/media/files/ficha.pdf');
    await user.click(
      screen.getByRole('button', { name: 'Ficha técnica (PDF): T\u2011Cross Highline 1.4 TSI' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Termos de uso para download' });
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() =>
      expect(saved).toEqual([`/api/medias_api/download-file/ficha.pdf?pass=${testDownloadPass}`]),
    );
    expect(localStorage.getItem('downloadAccepted')).toBe('accepted');
  });

  it('adds the spec sheet to the favorites as an attachment, once', async () => {
    const { user, store } = renderRow('/media/files/ficha.pdf');
    const favoritar = screen.getByRole('button', {
      name: 'Favoritar: Ficha técnica: T\u2011Cross Highline 1.4 TSI',
    });
    await user.click(favoritar);
    expect(store.getState().favorites.items).toEqual([
      {
        name: 'Ficha técnica: T-Cross Highline 1.4 TSI',
        type: 'Anexo',
        imageLink: '/media/files/ficha.pdf',
        contentLink: '/',
        contentToDownload: ['/media/files/ficha.pdf'],
        mediaAmount: 1,
        addedAt: expect.any(String),
      },
    ]);
    await user.click(favoritar);
    expect(screen.getByText('Ja adicionado')).toHaveAttribute('role', 'status');
    expect(store.getState().favorites.items).toHaveLength(1);
  });

  it('has no spec-sheet link without one', () => {
    renderRow(null);
    expect(screen.queryByRole('button', { name: /Ficha técnica/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favoritar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
  });

  it('warns, asks for the /pdf variant of the public page, and opens the answered file', async () => {
    let body: unknown;
    const answer = heldAnswer();
    server.use(
      http.post('*/api/pdf/chrome/url', async ({ request }) => {
        body = await request.json();
        await answer.held;
        return HttpResponse.json({ pdf: '/media/pdf/arquivo.pdf', name: 'arquivo.pdf', url: 'x' });
      }),
    );
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));

    expect(alert).toHaveBeenCalledWith('Esse processo pode levar alguns segundos:');
    const busy = await screen.findByRole('button', { name: 'Gerando PDF…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    answer.release();
    await waitFor(() => expect(open).toHaveBeenCalledWith('/media/pdf/arquivo.pdf', '_blank'));
    expect(body).toEqual({
      url: 'http://localhost:3000/cars/version/1/2/pdf',
      inlinePdf: true,
      fileName: 't-cross-highline-1-4-tsi.pdf',
    });
    expect(alert.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]!);
    expect(await screen.findByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Abrir o PDF' })).toHaveAttribute(
      'href',
      '/media/pdf/arquivo.pdf',
    );
  });

  it("prints a draft opened by its preview link with the link's token", async () => {
    let body: { url?: string } = {};
    server.use(
      http.post('*/api/pdf/chrome/url', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ pdf: '/media/pdf/rascunho.pdf', name: 'rascunho.pdf', url: 'x' });
      }),
    );
    const { user } = renderWithProviders(<PdfRow path="/news/124" title="Rascunho" />, {
      route: '/news/124?token=tk-123',
    });
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/media/pdf/rascunho.pdf', '_blank'));
    expect(body.url).toBe('http://localhost:3000/news/124/pdf?token=tk-123');
  });

  it('keeps a link to the file when the browser blocks the new window', async () => {
    open.mockImplementation(() => null);
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByText(/o navegador não abriu uma nova janela/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o PDF' })).toHaveAttribute(
      'href',
      '/media/pdf/t-cross-highline-1-4-tsi.pdf',
    );
  });

  it("offers the browser's print when the server has no Chromium (503)", async () => {
    server.use(failing('post', 'pdf/chrome/url', 503, 'Geração de PDF indisponível'));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('O servidor não consegue gerar PDFs agora.');
    expect(open).not.toHaveBeenCalled();
    await user.click(within(problem).getByRole('button', { name: 'Imprimir página' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the PDF failed for another reason, and lets the visitor try again', async () => {
    server.use(failing('post', 'pdf/chrome/url', 500));
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível gerar o PDF desta página. Tente novamente em alguns instantes.',
    );
    expect(screen.queryByRole('button', { name: 'Imprimir página' })).not.toBeInTheDocument();

    server.use(
      http.post('*/api/pdf/chrome/url', () => HttpResponse.json({ pdf: '/p.pdf', name: 'p', url: 'u' })),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/p.pdf', '_blank'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no answer came at all', async () => {
    server.use(http.post('*/api/pdf/chrome/url', () => HttpResponse.error()));
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Sem resposta do servidor/);
  });
});
