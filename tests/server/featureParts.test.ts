/**
 * A feature's part (server/plugins/feature.ts) says what it needs of the app before it: registered without it, the
 * app refuses to start and names what is missing, rather than a route failing on its first request.
 */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { featurePart, readsSignedInUser } from '../../server/plugins/feature';

/** Stands for plugins/auth.ts, which needs a database: the same name, the same decoration. */
const signInCheck = fp(
  async (app) => {
    app.decorateRequest('user', null);
  },
  { name: 'auth' },
);

const readsUser = featurePart(
  'probe api',
  async (api) => {
    api.get('/who', async (request) => ({ signedIn: request.user !== null }));
  },
  readsSignedInUser,
);

describe('a feature part', () => {
  it('refuses to start without the sign-in check it reads', async () => {
    const app = Fastify();
    app.register(readsUser);
    await expect(app.ready()).rejects.toThrow(/'user' required by 'probe api'/);
    await app.close();
  });

  it('starts after the sign-in check, and reads who asks', async () => {
    const app = Fastify();
    app.register(signInCheck);
    app.register(readsUser);
    const answer = await app.inject({ method: 'GET', url: '/who' });
    expect(answer.json()).toEqual({ signedIn: false });
    await app.close();
  });

  it('keeps its hooks to its own routes', async () => {
    const app = Fastify();
    app.register(
      featurePart('marking api', async (api) => {
        api.addHook('onRequest', async (_request, reply) => {
          reply.header('x-marked', 'yes');
        });
        api.get('/inside', async () => 'inside');
      }),
    );
    app.get('/outside', async () => 'outside');
    expect((await app.inject({ url: '/inside' })).headers['x-marked']).toBe('yes');
    expect((await app.inject({ url: '/outside' })).headers['x-marked']).toBeUndefined();
    await app.close();
  });
});
