import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../msw/server';
import { renderEventsPage, wireEvent } from './eventFixtures';

afterEach(() => vi.restoreAllMocks());

describe("'Adicionar à agenda'", () => {
  it('downloads the .ics with the session token, as evento-<id>.ics', async () => {
    const seen: { authorization: string | null }[] = [];
    server.use(
      http.get('*/api/events', () => HttpResponse.json({ list: [wireEvent(4)] })),
      http.get('*/api/events/4/calendar', ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization') });
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': 'attachment; filename="evento-4.ics"',
          },
        });
      }),
    );
    // jsdom has no object URLs and saves no files: the link's name and address are what is checked.
    URL.createObjectURL = vi.fn(() => 'blob:evento-4');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });

    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à agenda' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:evento-4', download: 'evento-4.ics' }]));
    expect(seen).toEqual([{ authorization: 'x'.repeat(43) }]);
  });

  it('says when the file could not be fetched', async () => {
    server.use(
      http.get('*/api/events', () => HttpResponse.json({ list: [wireEvent(4)] })),
      http.get('*/api/events/4/calendar', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderEventsPage();
    await user.click(await screen.findByRole('button', { name: 'Ver detalhes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançamento Aurora 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à agenda' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível baixar o arquivo da agenda. Tente novamente.',
    );
  });
});
