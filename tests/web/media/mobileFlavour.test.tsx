import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PdfRow } from '../../../src/components/content/PdfRow';
import { MediaActions } from '../../../src/components/media/MediaActions';
import { VideoPlayer } from '../../../src/components/media/VideoPlayer';
import { config } from '../../../src/lib/config';
import { galleryPhoto, galleryVideo } from '../../fixtures/gallery';
import { usePageHandlers } from '../msw/pageHandlers';
import { server } from '../msw/server';
import { testDownloadPass } from '../msw/setsHandlers';
import { catchSavedAttachments, renderWithProviders } from '../utils';

// The mobile flavour is a build setting: this file stands for a build made for the car maker's app.
vi.mock('../../../src/lib/platform', () => ({
  flavour: 'mobile',
  isMobileFlavour: true,
  isTouchDevice: () => true,
}));

const flavourBefore = config.flavour;
let postMessage: ReturnType<typeof vi.fn<(message: string) => void>>;
beforeEach(() => {
  config.flavour = 'mobile';
  postMessage = vi.fn<(message: string) => void>();
  window.ReactNativeWebView = { postMessage };
  localStorage.setItem('downloadAccepted', 'accepted');
});
afterEach(() => {
  config.flavour = flavourBefore;
  vi.restoreAllMocks();
  delete window.ReactNativeWebView;
});

const messages = () => postMessage.mock.calls.map(([message]) => JSON.parse(message as string) as unknown);

describe('the mobile flavour inside its app', () => {
  it('hands a photo in the chosen size to the app, with the name the server gives it and its address', async () => {
    const saved = catchSavedAttachments();
    const photo = { ...galleryPhoto(6, 'Aurora T-Cross em estúdio'), mediaSize: '4096 x 2731 px · 2,1 MB' };
    const { user } = renderWithProviders(<MediaActions item={photo} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross em estúdio' }));
    await user.click(screen.getByRole('button', { name: /^Grande/ }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()).toEqual([
      {
        type: 'download',
        name: 'aurora-t-cross-em-estudio-grande-4096x2731.jpg',
        url: `http://localhost:3000/api/medias_api/download-file/gallery-6-full.jpg?pass=${testDownloadPass}`,
      },
    ]);
    expect(saved).toEqual([]);
  });

  it('hands a film to the app the same way', async () => {
    const { user } = renderWithProviders(<MediaActions item={galleryVideo(5, 'Vídeo no app')} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Vídeo no app' }));
    await user.click(screen.getByRole('button', { name: /^MP4/ }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()).toEqual([
      expect.objectContaining({
        type: 'download',
        url: `http://localhost:3000/api/medias_api/download-file/gallery-5-med.mp4?pass=${testDownloadPass}`,
      }),
    ]);
  });

  it("hands a page's photo to the app under the media's own title, as the server names its file", async () => {
    const lead = {
      ...galleryPhoto(8, 'Aurora T-Cross: foto 1'),
      fileTitle: 'Interior do Aurora T-Cross com a central Aurora Conecta',
      mediaSizeLow: '1024 x 683 px · 180 KB',
    };
    const { user } = renderWithProviders(<MediaActions item={lead} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Aurora T\u2011Cross: foto 1' }));
    await user.click(screen.getByRole('button', { name: /^Pequena/ }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()).toEqual([
      expect.objectContaining({
        name: 'interior-do-aurora-t-cross-com-a-central-aurora-conecta-pequena-1024x683.jpg',
      }),
    ]);
  });

  it('hands a spec sheet to the app under the name the server gives it', async () => {
    const { user } = renderWithProviders(
      <PdfRow
        path="/cars/version/1/3"
        title="T-Cross Prestige 1.4 TurboFlex"
        pdfMedia="/media/documents/ficha-tecnica-tcross-prestige.pdf"
        pdfMediaName="t-cross-prestige-1-4-turboflex-ficha-tecnica.pdf"
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Ficha técnica \(PDF\)/ }));
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(messages()).toEqual([
      {
        type: 'download',
        name: 't-cross-prestige-1-4-turboflex-ficha-tecnica.pdf',
        url: `http://localhost:3000/api/medias_api/download-file/ficha-tecnica-tcross-prestige.pdf?pass=${testDownloadPass}`,
      },
    ]);
  });

  it("hands a page's PDF to the app, with its name and address, and opens no window", async () => {
    usePageHandlers();
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open');
    server.use(
      http.post('*/api/pdf/chrome/url', () =>
        HttpResponse.json({ pdf: '/api/pdf/files/9/t-cross.pdf', name: 't-cross.pdf', url: 'x' }),
      ),
    );
    const { user } = renderWithProviders(<PdfRow path="/cars/version/1/2" title="T-Cross Highline" />);
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() =>
      expect(messages()).toEqual([
        { type: 'pdf', name: 't-cross.pdf', url: 'http://localhost:3000/api/pdf/files/9/t-cross.pdf' },
      ]),
    );
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/PDF pronto/)).toBeInTheDocument();
  });

  it('never plays a video by itself, muted or not', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoPlayer src="/v.mp4" poster="/v.jpg" title="Banner" autoPlay />);
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo: Banner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Banner')).toHaveAttribute('preload', 'none');
    expect(play).not.toHaveBeenCalled();
  });
});

describe('the mobile flavour outside its app', () => {
  it('saves the file as the web does', async () => {
    delete window.ReactNativeWebView;
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={galleryPhoto(6, 'Foto no navegador')} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Foto no navegador' }));
    await user.click(screen.getByRole('button', { name: /^Pequena/ }));
    await waitFor(() =>
      expect(saved).toEqual([`/api/medias_api/download-file/gallery-6-low.jpg?pass=${testDownloadPass}`]),
    );
  });
});
