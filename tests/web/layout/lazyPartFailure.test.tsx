import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GalleryGrid } from '../../../src/features/home/components/GalleryGrid';
import { TermsDialog } from '../../../src/features/loans/request/TermsDialog';
import { userDataStorage } from '../../../src/lib/storage';
import { galleryPhoto } from '../../fixtures/gallery';
import { completeUser } from '../auth/signInFixtures';
import { renderWithProviders } from '../utils';
import { renderLayout } from './renderLayout';

// What a browser does when a tab opened before a deploy asks for a chunk that no longer exists, or the connection is
// gone: the import of every part the site loads on demand fails here.
const stale = vi.hoisted(() => (chunk: string) => () => {
  throw new TypeError(`Failed to fetch dynamically imported module: /assets/${chunk}-1a2b3c.js`);
});
vi.mock('../../../src/components/layout/SideMenu', stale('SideMenu'));
vi.mock('../../../src/features/auth/components/UserMenu', stale('UserMenu'));
vi.mock('../../../src/components/media/MediaLightbox', stale('MediaLightbox'));
vi.mock('../../../src/components/media/download/DownloadTermsDialog', stale('DownloadTermsDialog'));
vi.mock('../../../src/components/legal/PrivacyPolicyArticle', stale('privacyPolicyArticle'));

// React reports each caught error: the test asserts what the visitor sees instead.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

const problemText = /Não foi possível abrir esta parte do site/;

describe('a part loaded on demand whose code cannot come', () => {
  it('the side menu: a notice with Fechar and Recarregar página, and the page stays usable', async () => {
    const { user } = renderLayout('/home');
    const menuButton = screen.getByRole('button', { name: 'Abrir menu' });
    await user.click(menuButton);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(problemText);
    expect(within(alert).getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The page behind is no longer inert: its links answer again.
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it("a signed-in user's account menu: the notice, while the header and the page stay", async () => {
    userDataStorage.write({ token: 'session-1', user: { ...completeUser, loggedIn: true } });
    const { user } = renderLayout('/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(problemText);
    expect(screen.getByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Abrir menu' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the lightbox: the notice at each opening, and the grid stays', async () => {
    const { user } = renderWithProviders(<GalleryGrid items={[galleryPhoto(1, 'Foto da home 1')]} />, {
      route: '/home',
    });
    const enlarge = screen.getByRole('button', { name: 'Ampliar: Foto da home 1' });
    // A click alone: pointing at 'Ampliar' and focusing it fetch the lightbox ahead, and Vitest's mocker loads the
    // real module for an import made while another import of the same mocked module is under way.
    fireEvent.click(enlarge);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(problemText);
    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(enlarge).toBeInTheDocument();

    fireEvent.click(enlarge);
    expect(await screen.findByRole('alert')).toHaveTextContent(problemText);
  });

  it('the download terms: the notice, no download started, and asked again at the next download', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderWithProviders(<GalleryGrid items={[galleryPhoto(1, 'Foto da home 1')]} />, {
      route: '/home',
    });
    const download = async () => {
      await user.click(screen.getByRole('button', { name: 'Baixar: Foto da home 1' }));
      await user.click(screen.getByRole('button', { name: /^Grande / }));
      return screen.findByRole('alert');
    };
    const alert = await download();
    expect(alert).toHaveTextContent(problemText);
    await user.click(within(alert).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('downloadAccepted')).toBeNull();

    expect(await download()).toHaveTextContent(problemText);
  });

  it("the loan terms' text: the notice inside the dialog, which still closes", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TermsDialog show onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(problemText);
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });
});
