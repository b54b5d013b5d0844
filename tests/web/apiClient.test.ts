import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from './msw/server';
import { apiClient, toApiError } from '../../src/lib/apiClient';
import { userDataStorage } from '../../src/lib/storage';

describe('the API client', () => {
  it('sends JSON headers, and the stored token as authorization', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/contacts/json/', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json([]);
      }),
    );
    await apiClient.get('contacts/json/');
    userDataStorage.write({ token: 'sessao-123', user: { id: 7, name: 'Ana', email: 'ana@x.br', role: 10 } });
    await apiClient.get('contacts/json/');

    expect(seen[0]?.get('accept')).toMatch(/application\/json/);
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[1]?.get('authorization')).toBe('sessao-123');
  });

  it('turns a failed answer into one error shape with the API message', async () => {
    server.use(
      http.get('*/api/contacts/json/', () =>
        HttpResponse.json({ statusCode: 503, error: 'x', message: 'Em manutenção' }, { status: 503 }),
      ),
    );
    const error = await apiClient.get('contacts/json/').catch(toApiError);
    expect(error).toEqual({ status: 503, message: 'Em manutenção' });
  });

  it('reports a network failure with status 0', async () => {
    server.use(http.get('*/api/contacts/json/', () => HttpResponse.error()));
    const error = await apiClient.get('contacts/json/').catch(toApiError);
    expect(error).toMatchObject({ status: 0 });
  });
});
