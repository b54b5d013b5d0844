/**
 * Bad input to the favorites cart's request, `POST cartfiles` (anyone: it stores the request and queues an e-mail
 * with the zip's link). Generated requests, each spoiled in one way (the e-mail, the cart's shape and size, titles
 * too long or unstorable, links to files that are not ours, do not exist, or climb out of the media folder), are
 * refused with a 4xx in Portuguese, and nothing is stored or queued.
 */
import fc from 'fast-check';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { favoriteMaxFiles, favoritesMaxItems } from '../../../src/domain/favorites';
import { createMedia } from '../builders';
import { testDatabases } from '../databases';
import { badBody, notAnObject, overlongText, withUnstorableCharacter, type BodyRules } from './arbitraries';
import {
  databaseState,
  describeBody,
  expectRefusedInPortuguese,
  postJson,
  runs,
  badInputApp,
} from './harness';

const ours = '/media/images/painel-full.jpg';
const base = { email: 'jornalista@redacao.test', cart: [{ title: 'Painel do Aurora', files: [ours] }] };

/** Links the cart must not serve: other hosts and schemes, files we don't have, paths out of the media folder. */
const foreignLink = fc.oneof(
  fc.constantFrom(
    'https://evil.test/media/images/painel-full.jpg',
    '//evil.test/media/images/painel-full.jpg',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '/media/../segredo.txt',
    '/media/images/../../segredo.txt',
    '/media/images/%2e%2e/%2e%2e/segredo.txt',
    '/media/images/nao-existe.jpg',
    '/media/images/painel-full.jpg?download=1',
    '/api/cartfiles/1/zip',
    '/media/images/painel-full.jpg\\..\\x',
    'images/painel-full.jpg',
  ),
  fc.webUrl(),
  fc.string({ minLength: 1, maxLength: 30 }),
);

const entry = (fields: object) => [{ ...base.cart[0], ...fields }];

const badCart = fc.oneof(
  fc.constant([]),
  foreignLink.map((link) => entry({ files: [ours, link] })),
  fc.constantFrom(
    entry({ files: [] }),
    [{ title: 'Sem arquivos' }],
    [{ files: [ours] }],
    entry({ role: 1 }),
    entry({ files: [''] }),
    entry({ files: [1] }),
    entry({ files: ours }),
    entry({ title: null }),
    [null],
    ['texto'],
  ),
  overlongText(300)
    .filter((title) => title.length < 20_000)
    .map((title) => entry({ title })),
  overlongText(1000)
    .filter((link) => link.length < 20_000)
    .map((link) => entry({ files: [link] })),
  withUnstorableCharacter(base.cart[0]!.title).map((title) => entry({ title })),
  withUnstorableCharacter(ours).map((link) => entry({ files: [link] })),
  fc
    .integer({ min: favoritesMaxItems + 1, max: favoritesMaxItems + 20 })
    .map((count) => Array.from({ length: count }, () => base.cart[0])),
  fc
    .integer({ min: favoriteMaxFiles + 1, max: favoriteMaxFiles + 20 })
    .map((count) => entry({ files: Array.from({ length: count }, () => ours) })),
);

const rules: BodyRules = {
  email: {
    kinds: ['string'],
    required: true,
    maxLength: 254,
    text: true,
    bad: fc.constantFrom(
      '',
      ' ',
      'jornalista',
      'jornalista@',
      '@redacao.test',
      'jornalista@redacao',
      'a b@redacao.test',
      'jornalista@@redacao.test',
    ),
  },
  cart: { kinds: ['array'], required: true, bad: badCart },
};

describe.each(testDatabases)('bad input to the cart download request on $name', (target) => {
  const { t, db } = badInputApp(target);

  beforeAll(async () => {
    // On disk too: the request is counted as its zip would hold it.
    await createMedia(db(), { folder: 'images', fileFull: 'painel-full.jpg', bytesFull: 777 });
    await mkdir(path.join(t().dataDir, 'media', 'images'), { recursive: true });
    await writeFile(path.join(t().dataDir, 'media', 'images', 'painel-full.jpg'), Buffer.alloc(777));
    await createMedia(db(), { folder: '..', fileFull: 'segredo.txt', bytesFull: 7 });
  });

  it(
    'POST cartfiles refuses every spoiled request in Portuguese and stores and sends nothing',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(badBody(base, rules), notAnObject), async ({ how, field, body }) => {
          const before = await databaseState(db());
          const response = await postJson(t(), '/api/cartfiles', body);
          expectRefusedInPortuguese(response, `${how} (${field}): ${describeBody(body)}`);
          expect(await databaseState(db()), `${how} (${field}) changed the database`).toBe(before);
        }),
        { numRuns: runs.perProperty },
      );
    },
  );

  // Last, as it writes: the requests spoiled above were refused for their spoiling, not for their base.
  it('takes the unspoiled request', async () => {
    const response = await postJson(t(), '/api/cartfiles', base);
    expect(response.statusCode, response.body).toBe(200);
  });
});
