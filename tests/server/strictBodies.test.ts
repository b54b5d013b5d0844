/**
 * Every request body is closed: a field its schema does not name is a 400, never handed to a service. The check runs
 * as each route is registered (plugins/strictBodies.ts), so a route added later with an open body stops the app at
 * start-up, and with it every server test, rather than reaching production. No database needed.
 */
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { openObjectsOf, validateBodiesStrictly } from '../../server/plugins/strictBodies';

const closed = <T extends Parameters<typeof Type.Object>[0]>(fields: T) =>
  Type.Object(fields, { additionalProperties: false });

describe('a body schema', () => {
  it('is closed when each of its objects is, however deep, and a map stays a map', () => {
    const body = closed({
      title: Type.String(),
      blocks: Type.Array(
        Type.Union([
          closed({ type: Type.Literal(1), text: Type.String() }),
          closed({ type: Type.Literal(2) }),
        ]),
      ),
      author: Type.Optional(closed({ id: Type.Integer() })),
      snapshot: Type.Record(Type.String(), Type.Unknown()),
    });
    expect(openObjectsOf(body)).toEqual([]);
  });

  it('is open where an object takes fields it does not name, at the top or inside', () => {
    expect(openObjectsOf(Type.Object({ startDate: Type.String() }))).toEqual(['(body)']);
    expect(
      openObjectsOf(
        closed({
          blocks: Type.Array(Type.Union([closed({ a: Type.String() }), Type.Object({ b: Type.String() })])),
          author: Type.Object({ id: Type.Integer() }),
        }),
      ),
    ).toEqual(['blocks.items', 'author']);
  });

  it('stops the app when a route with an open body is registered, naming the route', async () => {
    const app = Fastify({ logger: false });
    validateBodiesStrictly(app);
    expect(() =>
      app.post('/api/open', { schema: { body: Type.Object({ reason: Type.String() }) } }, async () => ({})),
    ).toThrow(/^POST \/api\/open: the body schema takes fields it does not name at \(body\)/);
    app.post(
      '/api/closed',
      { schema: { body: closed({ reason: Type.String() }) } },
      async (request) => request.body,
    );
    const extra = await app.inject({
      method: 'POST',
      url: '/api/closed',
      payload: { reason: 'ok', isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    await app.close();
  });
});
