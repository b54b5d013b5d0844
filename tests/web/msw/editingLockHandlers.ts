import { http, HttpResponse } from 'msw';
import type { EditingLock } from '../../../src/domain/editorialRevisionSchemas';

/**
 * Every editor of a saved item holds its editing lock while open: by default the lock is the reader's own, and a
 * release is taken; a published item's editor asks for the person's autosave, of which there is none by default.
 * A test of the presence banner or of a recovered autosave answers otherwise with `server.use`.
 */
export const editingLockHandlers = [
  http.post('*/api/redacao/locks/:subject/:id', () =>
    HttpResponse.json<EditingLock>({
      state: 'mine',
      holder: 'Renata Redação',
      since: '2026-11-21T17:02:00.000Z',
    }),
  ),
  http.post('*/api/redacao/locks/:subject/:id/release', () => new HttpResponse(null, { status: 204 })),
  http.get('*/api/redacao/autosaves/:subject/:id', () => HttpResponse.json({ autosave: null })),
];
