import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderLayout } from '../layout/renderLayout';
import { currentAddress } from '../utils';

/** The window a mobile-flavour sign-in was opened from, when that sign-in fails in its own window. */
describe('the window a sign-in window came from', () => {
  const say = (data: unknown, origin = window.location.origin) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

  it('goes to / when the sign-in window says the sign-in was refused', async () => {
    renderLayout('/news');
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeInTheDocument();
    say('newsroom:sign-in-refused');
    await waitFor(() => expect(currentAddress()).toBe('/'));
  });

  it('ignores the note from another site and any other message', async () => {
    renderLayout('/news');
    await screen.findByRole('heading', { name: 'Outra página' });
    say('newsroom:sign-in-refused', 'https://outro.example');
    say('something else');
    expect(currentAddress()).toBe('/news');
  });
});
