import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HeaderSearch } from '../../../src/features/search/components/HeaderSearch';
import { heldAnswer } from '../msw/heldAnswer';
import { server } from '../msw/server';
import {
  announced,
  currentAddress,
  lastAnnouncement,
  LocationProbe,
  renderWithProviders,
  setViewportWidth,
} from '../utils';
import { hit, searchAnswer } from './searchFixtures';
import { recordSearchLookups } from './searchLookups';

const lookups = recordSearchLookups();

beforeEach(() => {
  // Fake clock for the pause before a lookup, still running on its own so user-event and msw move on.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The texts whose suggestions the page has received. */
const answersHeld = (store: ReturnType<typeof renderSearch>['store']) =>
  Object.values(store.getState().api.queries)
    .filter((query) => query?.status === 'fulfilled')
    .map((query) => query!.originalArgs);

function renderSearch(route = '/home') {
  return renderWithProviders(
    <>
      <HeaderSearch />
      <LocationProbe />
    </>,
    { route },
  );
}

const box = () => screen.getByRole('combobox', { name: 'Pesquisar' });
const options = () => screen.queryAllByRole('option');
/** Past the pause after the last key: the lookup goes out. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(300));

describe('header search box', () => {
  it('is a combobox named Pesquisar, of at most 60 characters, controlling a listbox', () => {
    renderSearch();
    expect(box()).toHaveAttribute('maxLength', '60');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(box().getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(screen.getByRole('search')).toContainElement(box());
  });

  it.each(['', '   '])("alerts the spec's text on an empty submit (%j) and stays", async (typed) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderSearch();
    if (typed) await user.type(box(), typed);
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(alert).toHaveBeenCalledWith('Por favor, preencher o campo para realizar a pesquisa');
    expect(currentAddress()).toBe('/home');
  });

  it('sends a query shorter than 3 characters to /, as the spec has the header do', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderSearch();
    await user.type(box(), ' ab {Enter}');
    expect(currentAddress()).toBe('/');
    expect(alert).not.toHaveBeenCalled();
  });

  it('searches the trimmed text on /SearchPage with Enter when no suggestion is active', async () => {
    const { user } = renderSearch();
    await user.type(box(), '  nivus   2025 {Enter}');
    expect(currentAddress()).toBe('/SearchPage?search=nivus%202025');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing and shows nothing with 2 characters', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'ni');
    await pause();
    await pause();
    expect(lookups.list).toEqual([]);
    expect(options()).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(lastAnnouncement()).toBe('');
  });

  it('suggests, once typing pauses at 3+ characters: picture, title and category; announced politely', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'nivus');
    // Typing went on within the pause: no lookup per key.
    expect(lookups.list).toEqual([]);
    await pause();
    await waitFor(() => expect(options()).toHaveLength(8));
    expect(lookups.list).toEqual(['nivus true']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const first = options()[0]!;
    expect(first).toHaveAccessibleName('Aurora Nivus 2025 chega às lojas, Notícias');
    expect(within(first).getByText('Notícias')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/images/busca-news-701-low.jpg');
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    await announced('8 sugestões');

    // Back under 3 characters: hidden at once, without waiting.
    await user.type(box(), '{Backspace}{Backspace}{Backspace}');
    expect(options()).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Buscando resultados...' while asking and 'Não foram encontrados resultados' when none", async () => {
    const answer = heldAnswer();
    server.use(
      http.get('*/api/elastic/elastic/findBy', async () => {
        await answer.held;
        return HttpResponse.json(searchAnswer([]));
      }),
    );
    const { user } = renderSearch();
    await user.type(box(), 'xyzw');
    await pause();
    expect(screen.getByText('Buscando resultados...', { selector: 'p' })).toBeInTheDocument();
    answer.release();
    await announced('Não foram encontrados resultados');
    expect(screen.getByText('Não foram encontrados resultados', { selector: 'p' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it("moves with the arrows and opens the active suggestion's page with Enter", async () => {
    const { user } = renderSearch();
    await user.type(box(), 'nivus el');
    await pause();
    await waitFor(() => expect(options()).toHaveLength(2));

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}'); // wraps to the first
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await user.keyboard('{ArrowUp}'); // and back round to the last
    expect(options()[1]).toHaveAccessibleName('Recarga do Nivus elétrico, Mobilidade Elétrica: páginas');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    // The keyboard never left the box.
    expect(box()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/mobilidade-eletrica/3/33');
    expect(box()).toHaveValue('');
    expect(options()).toHaveLength(0);
  });

  it("opens a suggestion's page on a click, keeping the focus in the box until then", async () => {
    const { user } = renderSearch();
    await user.type(box(), 'highline');
    await pause();
    const option = await screen.findByRole('option', { name: 'Nivus Highline, Versões' });
    await user.click(option);
    expect(currentAddress()).toBe('/cars/version/12/31');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'nivus');
    await pause();
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(box()).toHaveValue('nivus');

    // Arrow down shows them again.
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    expect(currentAddress()).toBe('/home');
  });

  it('never lets a slow answer for an older text replace the answer for the newer one', async () => {
    let answered = 0;
    const older = heldAnswer();
    server.use(
      http.get('*/api/elastic/elastic/findBy', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === 'niv') {
          await older.held;
          answered += 1;
          return HttpResponse.json(searchAnswer([hit('car', 1, 'Resposta antiga para niv')]));
        }
        answered += 1;
        return HttpResponse.json(searchAnswer([hit('car', 2, 'Resposta nova para nivu')]));
      }),
    );
    const { user, store } = renderSearch();
    await user.type(box(), 'niv');
    await pause();
    await user.type(box(), 'u');
    await pause();
    await screen.findByRole('option', { name: 'Resposta nova para nivu, Carros' });

    // The first answer arrives after the second, and the page has it.
    older.release();
    await waitFor(() => expect(answered).toBe(2));
    await waitFor(() => expect(answersHeld(store)).toContain('niv'));
    expect(lookups.list).toEqual(['niv true', 'nivu true']);
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveAccessibleName('Resposta nova para nivu, Carros');
    expect(screen.queryByText('Resposta antiga para niv')).not.toBeInTheDocument();
  });

  it('on a phone, opens from a search button and takes the focus; Escape on the empty box closes it', async () => {
    setViewportWidth(390);
    const { user } = renderSearch();
    const toggle = screen.getByRole('button', { name: 'Abrir pesquisa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const closeButton = screen.getByRole('button', { name: 'Fechar pesquisa' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Abrir pesquisa' })).toHaveFocus();
  });

  it('on a phone, closes the bar with Escape from its Pesquisar button too, back on the search button', async () => {
    setViewportWidth(390);
    const { user } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
    await user.type(box(), 'volt');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pesquisar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Abrir pesquisa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
