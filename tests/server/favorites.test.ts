/**
 * The signed-in journalist's favorites on the API: `GET favorites`, `PUT favorites` (the list as the app shows it)
 * and `POST favorites/merge` (the browser's list at sign-in). Only with a session, only one's own list, and a list
 * beyond the browser's own limits is refused whole with a 400 in Portuguese, leaving the stored list as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteMaxFiles, favoritesMaxItems, type DatedFavorite } from '../../src/domain/favorites';
import { userFavorites } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { favoritesMessages } from '../../server/favorites/favoritesService';
import { createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

/** A photo favorite numbered `n`, favorited `minutesAgo` before the test's moment (no time when null). */
function favorite(
  n: number,
  minutesAgo: number | null = n,
  overrides: Partial<DatedFavorite> = {},
): DatedFavorite {
  return {
    name: `Foto ${n}`,
    type: 'Imagem',
    imageLink: `/media/images/photo-${n}-low.jpg`,
    contentLink: `/media-gallery/album/${700 + n}`,
    contentToDownload: [`/media/images/photo-${n}-full.jpg`],
    mediaAmount: 1,
    ...(minutesAgo === null
      ? {}
      : { addedAt: new Date(testNow.getTime() - minutesAgo * 60_000).toISOString() }),
    ...overrides,
  };
}
const links = (list: DatedFavorite[]) => list.map((item) => item.imageLink);

describe.each(testDatabases)('favorites of the account on $name', (target) => {
  let t: TestApp;

  const signedIn = async () => {
    const user = await createUser(t.database.db);
    return createSignInSession(t.database.db, user.id, { now: testNow });
  };
  const auth = (token: string | undefined) => (token ? { authorization: token } : {});
  const read = (token: string | undefined) =>
    t.inject({ method: 'GET', url: '/api/favorites', headers: auth(token) });
  const save = (token: string | undefined, payload: unknown) =>
    t.inject({ method: 'PUT', url: '/api/favorites', headers: auth(token), payload: payload as object });
  const merge = (token: string | undefined, payload: unknown) =>
    t.inject({
      method: 'POST',
      url: '/api/favorites/merge',
      headers: auth(token),
      payload: payload as object,
    });
  const storedFor = async (token: string) => {
    const response = await read(token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { favorites: DatedFavorite[] }).favorites;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session, and a call without one stores nothing', async () => {
    const list = { favorites: [favorite(1)] };
    for (const response of [
      await read(undefined),
      await save(undefined, list),
      await merge(undefined, list),
    ]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ message: statusMessages[401] });
    }
    // An expired session is no session either.
    const stale = await createSignInSession(t.database.db, (await createUser(t.database.db)).id, {
      now: new Date(testNow.getTime() - 2 * 24 * 3600 * 1000),
    });
    expect((await save(stale, list)).statusCode).toBe(401);
    expect((await merge(stale, list)).statusCode).toBe(401);
    expect(await t.database.db.select().from(userFavorites)).toEqual([]);
  });

  it('starts empty, keeps the list as sent (order, times, items stored before times were kept), and is not cached', async () => {
    const token = await signedIn();
    const first = await read(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ favorites: [] });
    expect(first.headers['cache-control']).toBe('no-store');

    const list = [
      favorite(3, 1),
      favorite(2, 5, { type: 'Press Release', contentToDownload: ['/a.pdf', '/b.jpg'], mediaAmount: 2 }),
      favorite(1, null),
    ];
    const saved = await save(token, { favorites: list });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ favorites: list });
    expect(await storedFor(token)).toEqual(list);

    // Emptied (a cart request, 'Apagar todos'): the account's list is empty too.
    expect((await save(token, { favorites: [] })).statusCode).toBe(200);
    expect(await storedFor(token)).toEqual([]);
  });

  it("keeps each person's list apart: nobody reads or changes another's", async () => {
    const ana = await signedIn();
    const bruno = await signedIn();
    await save(ana, { favorites: [favorite(1), favorite(2)] });
    expect(await storedFor(bruno)).toEqual([]);

    await save(bruno, { favorites: [favorite(9)] });
    await merge(bruno, { favorites: [favorite(8)] });
    expect(links(await storedFor(ana))).toEqual(links([favorite(1), favorite(2)]));
    expect(links(await storedFor(bruno))).toEqual(links([favorite(8), favorite(9)]));
  });

  describe('refuses a list beyond the limits, whole, with a 400 that says why, and changes nothing', () => {
    const tooLong = 'x'.repeat(1001);
    const refusals: [string, unknown, RegExp | string][] = [
      [
        `more than ${favoritesMaxItems} items`,
        { favorites: Array.from({ length: favoritesMaxItems + 1 }, (_, i) => favorite(i + 10)) },
        /favorites .*100/,
      ],
      [
        `a favorite with more than ${favoriteMaxFiles} files`,
        {
          favorites: [
            favorite(10, 1, {
              contentToDownload: Array.from({ length: favoriteMaxFiles + 1 }, (_, i) => `/f/${i}.jpg`),
            }),
          ],
        },
        /favorites\.0\.contentToDownload .*200/,
      ],
      [
        'an image link over 1000 characters',
        { favorites: [favorite(10, 1, { imageLink: tooLong })] },
        /imageLink/,
      ],
      ['a name over 300 characters', { favorites: [favorite(10, 1, { name: 'n'.repeat(301) })] }, /name/],
      ['a type over 40 characters', { favorites: [favorite(10, 1, { type: 't'.repeat(41) })] }, /type/],
      [
        'a file link of another type',
        { favorites: [{ ...favorite(10), contentToDownload: [7] }] },
        /contentToDownload/,
      ],
      [
        'a count that is not a whole number',
        { favorites: [{ ...favorite(10), mediaAmount: '1' }] },
        /mediaAmount/,
      ],
      ['a time that is not a time', { favorites: [favorite(10, 1, { addedAt: 'ontem' })] }, /addedAt/],
      ['a field a favorite does not have', { favorites: [{ ...favorite(10), owner: 1 }] }, /owner/],
      [
        'an item without its image link',
        { favorites: [{ ...favorite(10), imageLink: undefined }] },
        /imageLink/,
      ],
      ['no list at all', {}, /favorites/],
    ];

    it.each(refusals)('%s', async (_, body, says) => {
      const token = await signedIn();
      const kept = [favorite(1), favorite(2)];
      await save(token, { favorites: kept });

      for (const call of [save, merge]) {
        const response = await call(token, body);
        expect(response.statusCode, response.body).toBe(400);
        const { message } = response.json() as { message: string };
        expect(message).toMatch(/^Parâmetro inválido no corpo da requisição: /);
        expect(message).toMatch(says);
      }
      expect(await storedFor(token)).toEqual(kept);
    });

    it('a list that names one image twice', async () => {
      const token = await signedIn();
      await save(token, { favorites: [favorite(1)] });
      const response = await save(token, { favorites: [favorite(2), favorite(2, 9, { name: 'Outra' })] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: favoritesMessages.repeated });
      expect(links(await storedFor(token))).toEqual(links([favorite(1)]));
    });
  });

  describe('merging the browser list at sign-in', () => {
    it('keeps every item once, newest first, the undated ones last, and stores what it answers', async () => {
      const token = await signedIn();
      await save(token, { favorites: [favorite(1, 10), favorite(2, 60), favorite(3, null)] });

      // The browser's list: one photo favorited on both sides (more recently here), one new, one undated.
      const response = await merge(token, {
        favorites: [favorite(4, 5), favorite(2, 30, { name: 'Foto 2 (de novo)' }), favorite(5, null)],
      });
      expect(response.statusCode, response.body).toBe(200);
      const merged = (response.json() as { favorites: DatedFavorite[] }).favorites;
      expect(merged.map((item) => item.name)).toEqual([
        'Foto 4',
        'Foto 1',
        'Foto 2 (de novo)',
        'Foto 5',
        'Foto 3',
      ]);
      expect(await storedFor(token)).toEqual(merged);
    });

    it(`keeps the newest ${favoritesMaxItems} when both lists together hold more`, async () => {
      const token = await signedIn();
      const account = Array.from({ length: 60 }, (_, i) => favorite(i + 1, 2 * i + 1));
      const browser = Array.from({ length: 60 }, (_, i) => favorite(i + 101, 2 * i + 2));
      await save(token, { favorites: account });
      const merged = (await merge(token, { favorites: browser })).json() as { favorites: DatedFavorite[] };
      expect(merged.favorites).toHaveLength(favoritesMaxItems);
      // Minutes ago 1, 2, 3…: the account's and the browser's alternate, and the 20 oldest (81 to 120) are left out.
      expect(merged.favorites[0]).toEqual(account[0]);
      expect(merged.favorites[1]).toEqual(browser[0]);
      expect(merged.favorites.at(-1)).toEqual(browser[49]);
    });

    it('loses nothing when two devices sign in at once', async () => {
      const token = await signedIn();
      await save(token, { favorites: [favorite(1, 30)] });
      const [phone, desk] = await Promise.all([
        merge(token, { favorites: [favorite(2, 20)] }),
        merge(token, { favorites: [favorite(3, 10)] }),
      ]);
      expect([phone.statusCode, desk.statusCode]).toEqual([200, 200]);
      expect(links(await storedFor(token))).toEqual(links([favorite(3), favorite(2), favorite(1)]));
    });

    it('loses nothing when two devices sign in at once into an account that never had a list', async () => {
      const token = await signedIn();
      await Promise.all([
        merge(token, { favorites: [favorite(2, 20)] }),
        merge(token, { favorites: [favorite(3, 10)] }),
      ]);
      expect(links(await storedFor(token))).toEqual(links([favorite(3), favorite(2)]));
    });
  });
});
