import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './msw/server';
import { apiBaseQuery } from '../../src/lib/api/api';
import { apiClient } from '../../src/lib/api/apiClient';
import { problemOf, toApiError } from '../../src/lib/api/apiErrors';
import { userDataStorage } from '../../src/lib/storage';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/** Calls the app's base query as RTK Query does, for a read ('query') or a write ('mutation'). */
function call(request: Parameters<typeof apiBaseQuery>[0], type: 'query' | 'mutation' = 'query') {
  const api = { signal: new AbortController().signal, type } as BaseQueryApi;
  return apiBaseQuery(request, api, {});
}

const signIn = () =>
  userDataStorage.write({ token: 'sessao-123', user: { id: 7, name: 'Ana', email: 'ana@x.br', role: 10 } });

describe('the API calls', () => {
  it('reads with JSON accepted and the stored token as authorization, and answers the data', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/contacts/json/', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    expect(await call('contacts/json/')).toEqual({ data: [{ id: 1 }] });
    signIn();
    await call('contacts/json/');

    expect(seen[0]?.get('accept')).toMatch(/application\/json/);
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[1]?.get('authorization')).toBe('sessao-123');
  });

  it('puts a read’s defined params in its address, as axios did', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/elastic/elastic/findBy', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({});
      }),
      http.get('*/api/cars/json/car/3', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({});
      }),
    );
    await call({ url: 'elastic/elastic/findBy', params: { search: 'T-Cross 2027', quickSearch: 'true' } });
    await call({ url: 'cars/json/car/3', params: { token: undefined } });
    expect(asked[0]).toBe(
      `${window.location.origin}/api/elastic/elastic/findBy?search=T-Cross+2027&quickSearch=true`,
    );
    expect(asked[1]).toBe(`${window.location.origin}/api/cars/json/car/3`);
  });

  it('turns a refused read into one error shape with the API message', async () => {
    server.use(
      http.get('*/api/contacts/json/', () =>
        HttpResponse.json({ statusCode: 503, error: 'x', message: 'Em manutenção' }, { status: 503 }),
      ),
    );
    // Signed out: the call carried no session.
    expect(await call('contacts/json/')).toEqual({
      error: { status: 503, message: 'Em manutenção' },
      meta: { session: undefined },
    });
  });

  it('reports a read refused without words, or never answered, so pages show their own words', async () => {
    server.use(http.get('*/api/contacts/json/', () => new HttpResponse(null, { status: 409 })));
    const refused = await call('contacts/json/');
    server.use(http.get('*/api/contacts/json/', () => HttpResponse.error()));
    const lost = await call('contacts/json/');

    const texts = { failed: 'Não foi possível.', connectionFailed: 'Sem conexão.' };
    expect(refused.error?.status).toBe(409);
    expect(problemOf(refused.error, texts)).toBe('Não foi possível.');
    expect(lost.error?.status).toBe(0);
    expect(problemOf(lost.error, texts)).toBe('Sem conexão.');
  });

  it('reads the bytes of a file when asked for them', async () => {
    server.use(http.get('*/api/events/4/calendar', () => HttpResponse.text('BEGIN:VCALENDAR')));
    const { data } = await call({ url: 'events/4/calendar', responseType: 'arraybuffer' });
    expect(new TextDecoder().decode(data as ArrayBuffer)).toBe('BEGIN:VCALENDAR');
  });

  it('writes a JSON body with the token, and answers a refusal in the same shape', async () => {
    const bodies: unknown[] = [];
    const tokens: (string | null)[] = [];
    server.use(
      http.post('*/api/newsletter/add', async ({ request }) => {
        bodies.push(await request.json());
        tokens.push(request.headers.get('authorization'));
        return bodies.length === 1
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'E-mail inválido!' }, { status: 400 });
      }),
    );
    signIn();
    const sent = await call({ url: 'newsletter/add', method: 'POST', body: { name: 'Ana' } }, 'mutation');
    const refused = await call({ url: 'newsletter/add', method: 'POST', body: { name: 'Ana' } }, 'mutation');

    expect(sent).toEqual({ data: { ok: true } });
    // The session the refused call carried, for the store to tell whether a 401 ended the current one.
    expect(refused).toEqual({
      error: { status: 400, message: 'E-mail inválido!' },
      meta: { session: 'sessao-123' },
    });
    expect(bodies).toEqual([{ name: 'Ana' }, { name: 'Ana' }]);
    expect(tokens).toEqual(['sessao-123', 'sessao-123']);
  });

  it('knows an axios failure without an answer as a lost connection', async () => {
    server.use(http.get('*/api/contacts/json/', () => HttpResponse.error()));
    const error = await apiClient.get('contacts/json/').catch(toApiError);
    expect(error).toMatchObject({ status: 0 });
  });
});
