import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/lib/api/api';
import { makeStore } from '../../../src/state/store';
import { userDataStorage } from '../../../src/lib/storage';
import { server } from '../msw/server';

// Endpoints of this test only, on the app's one api: a read and a write through its base query.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeContacts: build.query<unknown, void>({ query: () => 'contacts/json/' }),
    probeNewsletter: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: 'newsletter/add', method: 'POST', body }),
    }),
  }),
});

afterEach(() => vi.restoreAllMocks());

describe('the base query', () => {
  it('reads through the API client: base address, JSON, the stored token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/contacts/json/', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    userDataStorage.write({ token: 'sessao-9', user: { id: 1, name: 'Ana', email: 'a@b.br', role: 10 } });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probeContacts.initiate());
    expect(result.data).toEqual([{ id: 1 }]);
    expect(authorization).toBe('sessao-9');
  });

  it('answers a failed read with the one error shape and logs Error (spec section 8)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/contacts/json/', () =>
        HttpResponse.json({ statusCode: 503, error: 'x', message: 'Em manutenção' }, { status: 503 }),
      ),
    );
    const result = await makeStore().dispatch(probeApi.endpoints.probeContacts.initiate());
    expect(result.error).toEqual({ status: 503, message: 'Em manutenção' });
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
  });

  it.each([401, 403, 404, 409])(
    'leaves a refused read (%i) to the page: an answer it expects, no log line',
    async (status) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(
        http.get('*/api/contacts/json/', () => HttpResponse.json({ message: 'Recusado.' }, { status })),
      );
      const result = await makeStore().dispatch(probeApi.endpoints.probeContacts.initiate());
      expect(result.error).toEqual({ status, message: 'Recusado.' });
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('logs Error for a read that got no answer', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/contacts/json/', () => HttpResponse.error()));
    const result = await makeStore().dispatch(probeApi.endpoints.probeContacts.initiate());
    expect(result.error).toEqual({ status: 0, message: '' });
    expect(consoleError).toHaveBeenCalledWith('Error', expect.anything());
  });

  it('leaves a failed write to the page that made it: no log line', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let sent: unknown = null;
    server.use(
      http.post('*/api/newsletter/add', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.error();
      }),
    );
    const result = await makeStore().dispatch(
      probeApi.endpoints.probeNewsletter.initiate({ email: 'ana@jornal.br' }),
    );
    expect(sent).toEqual({ email: 'ana@jornal.br' });
    expect(result).toMatchObject({ error: { status: 0 } });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
