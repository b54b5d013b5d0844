import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PdfRow } from '../../../src/components/content/PdfRow';
import { startAnalytics } from '../../../src/lib/analytics';
import { usePageHandlers } from '../msw/pageHandlers';
import { catchSavedAttachments, renderWithProviders } from '../utils';

// GA itself is Google's script: react-ga4 stands in, so the test sees what would be sent. A file of its own: the
// analytics module starts once per file, and the first test needs a visitor who has not consented yet.
const ga = vi.hoisted(() => ({ initialize: vi.fn(), event: vi.fn(), send: vi.fn() }));
vi.mock('react-ga4', () => ({ default: ga }));

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePageHandlers();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  localStorage.setItem('downloadAccepted', 'accepted');
});
afterEach(() => vi.restoreAllMocks());

const renderRow = () =>
  renderWithProviders(
    <PdfRow path="/cars/version/1/2" title="T-Cross Highline 1.4 TSI" pdfMedia="/media/files/ficha.pdf" />,
  );

/** The page's PDF as the rendering service answers it (tests/web/msw/pageHandlers.ts). */
const pdfDownload = {
  file_name: 't-cross-highline-1-4-tsi.pdf',
  file_extension: 'pdf',
  link_url: 'http://localhost:3000/media/pdf/t-cross-highline-1-4-tsi.pdf',
};

describe('PDF downloads in analytics', () => {
  it('counts the page PDF and the spec sheet only once the visitor has accepted cookies', async () => {
    const saved = catchSavedAttachments();
    const { user } = renderRow();
    const baixarPdf = () => user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    const baixarFicha = () => user.click(screen.getByRole('button', { name: /^Ficha técnica \(PDF\)/ }));

    await baixarPdf();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await baixarFicha();
    expect(saved).toHaveLength(1);
    // Both files are on their way; without consent analytics holds nothing that could count them later.
    expect(ga.event).not.toHaveBeenCalled();

    await startAnalytics('G-TESTE12345'); // what accepting the cookie notice does
    await baixarPdf();
    await waitFor(() => expect(ga.event).toHaveBeenCalledWith('file_download', pdfDownload));
    await baixarFicha();
    await waitFor(() =>
      expect(ga.event).toHaveBeenLastCalledWith('file_download', {
        file_name: 'ficha.pdf',
        file_extension: 'pdf',
        link_url: 'http://localhost:3000/api/medias_api/download-file/ficha.pdf',
      }),
    );
    expect(ga.event).toHaveBeenCalledTimes(2);
  });

  it('counts a PDF the browser would not open when the visitor opens it from the link, not when it is made', async () => {
    await startAnalytics('G-TESTE12345');
    ga.event.mockClear();
    open.mockImplementation(() => null);
    const { user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    const link = await screen.findByRole('link', { name: 'Abrir o PDF' });
    expect(ga.event).not.toHaveBeenCalled();

    // jsdom opens no tabs: the click is kept from navigating, and what it sends is what is looked at.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(ga.event).toHaveBeenCalledWith('file_download', pdfDownload));
    expect(ga.event).toHaveBeenCalledTimes(1);
  });
});
