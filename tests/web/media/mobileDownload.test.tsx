import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MediaActions } from '../../../src/components/media/MediaActions';
import { galleryPhoto, galleryVideo } from '../../fixtures/gallery';
import { catchSavedAttachments, renderWithProviders } from '../utils';

// The mobile flavour is a build setting: this file stands for a build made for the app.
vi.mock('../../../src/lib/platform', () => ({
  flavour: 'mobile',
  isMobileFlavour: true,
  isTouchDevice: () => true,
}));

afterEach(() => {
  vi.restoreAllMocks();
  delete window.ReactNativeWebView;
});

describe('downloads in the mobile flavour', () => {
  it("hands the file's address to the app's native download", async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={galleryVideo(5, 'Vídeo no app')} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Vídeo no app' }));
    await user.click(screen.getByRole('button', { name: /^MP4/ }));
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({
        type: 'download',
        url: 'http://localhost:3000/api/medias_api/download-file/gallery-5-med.mp4',
      }),
    );
    expect(saved).toEqual([]);
  });

  it('falls back to the web behaviour outside the app', async () => {
    localStorage.setItem('downloadAccepted', 'accepted');
    const saved = catchSavedAttachments();
    const { user } = renderWithProviders(<MediaActions item={galleryPhoto(6, 'Foto no navegador')} />);
    await user.click(screen.getByRole('button', { name: 'Baixar: Foto no navegador' }));
    await user.click(screen.getByRole('button', { name: /^Pequena/ }));
    expect(saved).toEqual(['/api/medias_api/download-file/gallery-6-low.jpg']);
  });
});
