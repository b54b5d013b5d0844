import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/domain/format';
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { cartRequests, mailOutbox } from '../../server/db/schema';
import { routeAllowances } from '../../server/plugins/security';
import { zipLinkMessages } from '../../server/cart/cartRoutes';
import { cartMessages } from '../../server/cart/cartService';
import { zipMessages } from '../../server/cart/cartZip';
import { linkSigner, loadLinkSecret } from '../../server/shared/linkSigning';
import { createCar, createCarVersion, createMedia, createNews } from './builders';
import { testDatabases } from './databases';
import { zipEntries, zipEntriesAsStreamed } from './helpers/zipEntries';
import { freshClientAddress, testNow, testPublicUrl, testSettings } from './testApp';

const day = 24 * 3600 * 1000;
const link = (folder: string, name: string) =>
  `/media/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`;
const email = 'jornalista@redacao.test';
const zipLinkShape =
  /^http:\/\/newsroom\.test\/api\/cartfiles\/(\d+)\/zip\?expires=(\d+)&signature=([\w-]{43})$/;

/** The last of 43 characters holds 4 bits and 2 spare zero bits: the next character spells the same bytes. */
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe.each(testDatabases)('favorites cart download on $name', (target) => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  // The app's clock: tests move it to see a link expire.
  let now = testNow.getTime();
  const files: Record<string, Buffer> = {};

  const post = (url: string, body: object) =>
    app.inject({ method: 'POST', url, payload: body, remoteAddress: freshClientAddress() });
  const stored = async () => ({
    requests: await database.db.select().from(cartRequests),
    mails: await database.db.select().from(mailOutbox),
  });
  /** Asks for a cart and answers the e-mailed link, read from the outbox. */
  const requestCart = async (cart: { title: string; files: string[] }[]) => {
    const before = (await database.db.select().from(mailOutbox)).length;
    const response = await post('/api/cartfiles', { email, cart });
    expect(response.statusCode, response.body).toBe(200);
    const mails = await database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails).toHaveLength(before + 1);
    const found = zipLinkShape.exec(
      mails
        .at(-1)!
        .text.split('\n')
        .find((line) => zipLinkShape.test(line))!,
    );
    return { url: found![0], id: Number(found![1]), expires: Number(found![2]), signature: found![3]! };
  };
  const open = (url: string) =>
    app.inject({ url: url.replace(testPublicUrl, ''), remoteAddress: freshClientAddress() });

  beforeAll(async () => {
    database = await target.open();
    await database.migrate();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-cart-test-'));
    app = await buildApp({
      settings: testSettings(dataDir),
      database,
      logger: false,
      clock: { now: () => new Date(now) },
    });
    const db = database.db;
    const write = async (folder: string, name: string, bytes: Buffer) => {
      await mkdir(path.join(dataDir, 'media', folder), { recursive: true });
      await writeFile(path.join(dataDir, 'media', folder, name), bytes);
      files[`${folder}/${name}`] = bytes;
    };
    // Sizes not recorded: the server reads them from the disk.
    await createMedia(db, {
      title: 'Farol de LED do T-Cross',
      folder: 'images',
      fileFull: 'farol-full.jpg',
      fileMed: 'farol-med.jpg',
    });
    await write('images', 'farol-full.jpg', randomBytes(5000));
    await write('images', 'farol-med.jpg', randomBytes(2100));
    // Size recorded (and deliberately unlike the file's): the recorded figure is what counts.
    await createMedia(db, { folder: 'images', fileFull: 'painel-full.jpg', bytesFull: 777 });
    await write('images', 'painel-full.jpg', randomBytes(3000));
    // Two files of the same name in two folders.
    await createMedia(db, { title: 'Capa', folder: 'images', fileFull: 'capa.jpg' });
    await write('images', 'capa.jpg', randomBytes(1200));
    await createMedia(db, {
      kind: 'video',
      title: 'Polo em movimento',
      folder: 'videos',
      fileLow: 'capa.jpg',
      fileMed: 'filme.mp4',
      sizeMed: 'MP4 · 854 x 480 px',
    });
    await write('videos', 'capa.jpg', randomBytes(1300));
    await write('videos', 'filme.mp4', randomBytes(4096));
    const car = await createCar(db);
    await createCarVersion(db, car.id, { title: 'Highline', pdfFile: 'documents/ficha-tecnica.pdf' });
    await write('documents', 'ficha-tecnica.pdf', Buffer.from('%PDF-1.4 ficha técnica'));
    // A row that points outside the media folder, and a file there that must never leave the server.
    await createMedia(db, { folder: '..', fileFull: 'segredo.txt' });
    await writeFile(path.join(dataDir, 'segredo.txt'), 'segredo');
    // A file on disk that no row names.
    await write('images', 'rascunho.jpg', randomBytes(100));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('counts what the zip will hold: a file in two favorites twice, as both their folders hold it', async () => {
    const response = await post('/api/cartfiles/size', {
      email: '',
      cart: [
        { title: 'Farol', files: [link('images', 'farol-full.jpg'), link('images', 'painel-full.jpg')] },
        {
          title: 'Farol de novo, pelo endereço completo, e a ficha',
          files: [`${testPublicUrl}/media/images/farol-full.jpg`, link('documents', 'ficha-tecnica.pdf')],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    // The files as the zip holds them (the panel's 3000 bytes on disk, whatever its row recorded).
    expect(response.json()).toEqual({
      files: 4,
      size: 5000 + 3000 + 5000 + files['documents/ficha-tecnica.pdf']!.length,
    });
  });

  it('refuses an e-mail of the wrong shape and stores nothing', async () => {
    const response = await post('/api/cartfiles', {
      email: 'jornalista@redacao',
      cart: [{ title: 'Farol', files: [link('images', 'farol-full.jpg')] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: cartMessages.invalidEmail });
    expect(await stored()).toEqual({ requests: [], mails: [] });
  });

  it.each([
    ['another host', 'https://outro.example/media/images/farol-full.jpg'],
    ['a parent folder', '/media/images/../../segredo.txt'],
    ['an encoded parent folder', '/media/%2e%2e/segredo.txt'],
    ['an encoded slash and parent', '/media/images%2F..%2F..%2F/segredo.txt'],
    ['an absolute path', '/etc/passwd'],
    ['a name no row gives', link('images', 'rascunho.jpg')],
    ['a known name in another folder', link('documents', 'farol-full.jpg')],
  ])('refuses %s and stores nothing', async (_case, fileLink) => {
    const response = await post('/api/cartfiles', {
      email,
      cart: [{ title: 'Farol', files: [link('images', 'farol-full.jpg'), fileLink] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: cartMessages.notAllowed(fileLink) });
    expect(await stored()).toEqual({ requests: [], mails: [] });
  });

  it.each([
    '/media/images/farol-full.jpg?x=1',
    '/media/images\\farol-full.jpg',
    '//outro.example/media/images/farol-full.jpg',
    'http://newsroom.test.outro.example/media/images/farol-full.jpg',
    'http://newsroom.test@outro.example/media/images/farol-full.jpg',
    '/media/..%2F/segredo.txt',
    '/media/images/%252e%252e',
    '/media/images/%E0%A4%A',
    'media/images/farol-full.jpg',
    'file:///etc/passwd',
  ])('does not size %s', async (fileLink) => {
    const response = await post('/api/cartfiles/size', { email, cart: [{ title: 'x', files: [fileLink] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: cartMessages.notAllowed(fileLink) });
  });

  it('answers 404 for a file of ours that is missing from the disk and whose size is not recorded', async () => {
    await createMedia(database.db, { folder: 'images', fileFull: 'perdida.jpg' });
    const response = await post('/api/cartfiles/size', {
      email,
      cart: [{ title: 'Perdida', files: [link('images', 'perdida.jpg')] }],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: cartMessages.missing('perdida.jpg') });
  });

  it('stores the request and queues one e-mail with the link, in Portuguese', async () => {
    const cart = [{ title: 'Farol', files: [link('images', 'farol-full.jpg')] }];
    const response = await post('/api/cartfiles', { email, cart });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const { requests, mails } = await stored();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      email,
      items: [{ title: 'Farol', files: [{ folder: 'images', name: 'farol-full.jpg' }] }],
      totalBytes: 5000,
      createdAt: testNow,
      expiresAt: new Date(testNow.getTime() + 7 * day),
    });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ recipient: email, topic: 'cart-download' });
    const zipLink = `${testPublicUrl}/api/cartfiles/${requests[0]!.id}/zip?expires=${(testNow.getTime() + 7 * day) / 1000}&signature=`;
    expect(mail.text).toContain(zipLink);
    expect(mail.text).toContain('1 arquivo, 5 KB');
    expect(mail.text).toContain('O link vale até 27/11/2026.');
    expect(mail.html).toContain(zipLink.replace(/&/g, '&amp;'));
  });

  it('says the same count in the dialog, the e-mail and the zip', async () => {
    const asked = [
      { title: 'Farol', files: [link('images', 'farol-full.jpg'), link('images', 'farol-med.jpg')] },
      { title: 'Capa do vídeo', files: [link('videos', 'capa.jpg'), link('videos', 'filme.mp4')] },
      { title: 'Farol', files: [link('images', 'farol-full.jpg')] },
    ];
    const sized = await post('/api/cartfiles/size', { email, cart: asked });
    expect(sized.statusCode, sized.body).toBe(200);
    const { url } = await requestCart(asked);
    const mail = (await database.db.select().from(mailOutbox).orderBy(mailOutbox.id)).at(-1)!;
    const zipped = zipEntriesAsStreamed((await open(url)).rawPayload).slice(1);
    const inZip = { files: zipped.length, size: zipped.reduce((sum, entry) => sum + entry.data.length, 0) };
    expect(inZip).toEqual({ files: 5, size: 5000 + 2100 + 1300 + 4096 + 5000 });
    expect(sized.json()).toEqual(inZip);
    expect(mail.text).toContain(
      `estão prontos: 5 arquivos, ${formatFileSize(inZip.size)}, em um único arquivo .zip.`,
    );
  });

  it('answers the zip of exactly the asked files, byte for byte: one folder per favorite, named files, LEIA-ME.txt', async () => {
    const asked = [
      { title: 'Farol', files: [link('images', 'farol-full.jpg'), link('images', 'farol-med.jpg')] },
      { title: 'Capa da galeria', files: [link('images', 'capa.jpg')] },
      { title: 'Capa do vídeo', files: [link('videos', 'capa.jpg'), link('videos', 'filme.mp4')] },
      { title: 'Ficha técnica', files: [link('documents', 'ficha-tecnica.pdf')] },
      { title: 'Farol', files: [link('images', 'farol-full.jpg')] },
    ];
    const { url } = await requestCart(asked);
    const response = await open(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="favoritos-sala-de-imprensa.zip"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const expected: [string, string][] = [
      ['farol/farol-de-led-do-t-cross-grande-4096x2731.jpg', 'images/farol-full.jpg'],
      ['farol/farol-de-led-do-t-cross-media-1795x1197.jpg', 'images/farol-med.jpg'],
      ['capa-da-galeria/capa-grande-4096x2731.jpg', 'images/capa.jpg'],
      ['capa-do-video/polo-em-movimento-pequena-1024x683.jpg', 'videos/capa.jpg'],
      ['capa-do-video/polo-em-movimento-media-854x480.mp4', 'videos/filme.mp4'],
      ['ficha-tecnica/highline-ficha-tecnica.pdf', 'documents/ficha-tecnica.pdf'],
      // Two favorites of one title: two folders.
      ['farol (2)/farol-de-led-do-t-cross-grande-4096x2731.jpg', 'images/farol-full.jpg'],
    ];
    // Read as an unzip program does (central directory) and as Java's ZipInputStream does (entry by entry).
    for (const entries of [
      await zipEntries(response.rawPayload),
      zipEntriesAsStreamed(response.rawPayload),
    ]) {
      expect(entries.map((entry) => entry.name)).toEqual(['LEIA-ME.txt', ...expected.map(([name]) => name)]);
      for (const [name, file] of expected)
        expect(entries.find((entry) => entry.name === name)!.data.equals(files[file]!), name).toBe(true);
    }
    const readme = zipEntriesAsStreamed(response.rawPayload)[0]!.data.toString('utf8');
    expect(readme).toContain(
      '1. Farol (pasta farol)\r\n   - farol-de-led-do-t-cross-grande-4096x2731.jpg\r\n   - farol-de-led-do-t-cross-media-1795x1197.jpg',
    );
    expect(readme).toContain(
      '3. Capa do vídeo (pasta capa-do-video)\r\n   - polo-em-movimento-pequena-1024x683.jpg',
    );
    expect(readme).toContain(
      '5. Farol (pasta farol (2))\r\n   - farol-de-led-do-t-cross-grande-4096x2731.jpg',
    );
    expect(readme).toContain('Pedido em 20/11/2026.');
    expect(readme).toContain('Termos de Uso para Download');
    expect(readme).toContain(`${testPublicUrl}/termos-legais/termoDownload`);
  });

  it('takes a press release as one favorite: its PDF is printed into the zip, or the readme says where it is', async () => {
    const release = await createNews(database.db, { title: 'Aurora T-Cross chega às lojas' });
    const draft = await createNews(database.db, { title: 'Rascunho', published: false });
    const pdfLink = `${testPublicUrl}/news/${release.id}/PDF`;
    const files = [pdfLink, link('images', 'farol-full.jpg')];

    const size = await post('/api/cartfiles/size', { email, cart: [{ title: 'Release', files }] });
    expect(size.statusCode, size.body).toBe(200);
    // The PDF is counted when it can be printed, as the zip holds it: this app is not listening (inject), so it can't.
    expect(size.json()).toEqual({ size: 5000, files: 1 });

    const draftLink = `/news/${draft.id}/PDF`;
    const refused = await post('/api/cartfiles', {
      email,
      cart: [{ title: 'Rascunho', files: [draftLink] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: cartMessages.notAllowed(draftLink) });

    const { url, id } = await requestCart([{ title: 'Aurora T-Cross chega às lojas', files }]);
    const [row] = await database.db.select().from(cartRequests).where(eq(cartRequests.id, id));
    expect(row!.items).toEqual([
      {
        title: 'Aurora T-Cross chega às lojas',
        files: [{ folder: 'images', name: 'farol-full.jpg' }],
        releasePdf: release.id,
      },
    ]);
    // This app is not listening (inject), so nothing can be printed: the photos come, and the readme says where the
    // PDF is. The printed case is the browser suite's (favorites.spec.ts).
    const response = await open(url);
    expect(response.statusCode, response.body).toBe(200);
    const entries = zipEntriesAsStreamed(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'LEIA-ME.txt',
      'aurora-t-cross-chega-as-lojas/farol-de-led-do-t-cross-grande-4096x2731.jpg',
    ]);
    expect(entries[0]!.data.toString('utf8')).toContain(
      `(O PDF deste release não pôde ser gerado agora: baixe-o na página ${testPublicUrl}/news/${release.id})`,
    );
  });

  it('refuses the link once it has expired', async () => {
    const { url, expires } = await requestCart([
      { title: 'Farol', files: [link('images', 'farol-full.jpg')] },
    ]);
    try {
      now = expires * 1000 - 1000;
      expect((await open(url)).statusCode).toBe(200);
      now = expires * 1000;
      const response = await open(url);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ message: zipLinkMessages.expired });
    } finally {
      now = testNow.getTime();
    }
  });

  it('refuses a link whose signature, expiry or id was edited', async () => {
    const first = await requestCart([{ title: 'Farol', files: [link('images', 'farol-full.jpg')] }]);
    const second = await requestCart([{ title: 'Ficha', files: [link('documents', 'ficha-tecnica.pdf')] }]);
    const flipped = `${first.signature.startsWith('A') ? 'B' : 'A'}${first.signature.slice(1)}`;
    // The last character carries 2 spare bits: a link differing only there is refused too.
    const last = first.signature.at(-1)!;
    const spareBits = `${first.signature.slice(0, -1)}${base64url[base64url.indexOf(last) + 1]}`;
    for (const edited of [
      first.url.replace(first.signature, flipped),
      first.url.replace(first.signature, spareBits),
      first.url.replace(first.signature, ''),
      first.url.replace(`expires=${first.expires}`, `expires=${first.expires + 3600}`),
      // The second request's address with the first one's expiry and signature.
      `/api/cartfiles/${second.id}/zip?expires=${first.expires}&signature=${first.signature}`,
    ]) {
      const response = await open(edited);
      expect(response.statusCode, edited).toBe(403);
      expect(response.json()).toMatchObject({ message: zipLinkMessages.invalid });
    }
  });

  it('answers 404 for a well signed link to a request that does not exist', async () => {
    const signer = linkSigner(await loadLinkSecret(database.db));
    const expires = (testNow.getTime() + day) / 1000;
    const response = await open(
      `/api/cartfiles/999999/zip?expires=${expires}&signature=${signer.sign('cart-zip:999999', expires)}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: zipLinkMessages.notFound });
  });

  it('answers 410, before any zip is sent, when a file has left the disk since the request', async () => {
    await writeFile(path.join(dataDir, 'media', 'videos', 'some.mp4'), randomBytes(10));
    await createMedia(database.db, { kind: 'video', folder: 'videos', fileMed: 'some.mp4' });
    const { url } = await requestCart([{ title: 'Some', files: [link('videos', 'some.mp4')] }]);
    await unlink(path.join(dataDir, 'media', 'videos', 'some.mp4'));
    const response = await open(url);
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ message: zipMessages.fileGone });
    const [request] = await database.db.select().from(cartRequests).where(eq(cartRequests.totalBytes, 10));
    expect(request).toBeDefined();
  });

  it('limits the cart routes more tightly than reads', async () => {
    expect(routeAllowances.mailSending.person).toBeLessThanOrEqual(10);
    expect(routeAllowances.zipDownload.person).toBeLessThan(routeAllowances.write.person);
    const oneClient = { remoteAddress: '10.9.9.9' };
    const cartCalls = [];
    for (let n = 0; n <= routeAllowances.mailSending.address; n++)
      cartCalls.push(
        await app.inject({
          ...oneClient,
          method: 'POST',
          url: '/api/cartfiles',
          payload: { email: 'x', cart: [] },
        }),
      );
    expect(cartCalls.slice(0, -1).every((response) => response.statusCode === 400)).toBe(true);
    expect(cartCalls.at(-1)!.statusCode).toBe(429);
    expect(cartCalls.at(-1)!.json().message).toMatch(/^Muitas requisições/);
  });

  describe('the hourly limit of e-mails to one recipient', () => {
    const { max, windowMs } = usageLimits.cartMails;
    const minute = 60 * 1000;
    const cart = [{ title: 'Farol', files: [link('images', 'farol-full.jpg')] }];
    const sentTo = async (recipient: string) => ({
      requests: (await database.db.select().from(cartRequests).where(eq(cartRequests.email, recipient)))
        .length,
      mails: (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).length,
    });
    const expectRefused = (response: Awaited<ReturnType<typeof post>>, retryAfterSeconds: number) => {
      expect(response.statusCode, response.body).toBe(429);
      expect(response.json().message).toBe(usageMessages.cartMails);
      expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
    };

    it('refuses the 11th e-mail of an hour, however the address is written, storing and queuing nothing', async () => {
      const recipient = 'pauta.limite@redacao.test';
      const spellings = [recipient, ' Pauta.Limite@Redacao.test ', 'PAUTA.LIMITE@REDACAO.TEST'];
      try {
        // One a minute, from as many clients: the limit counts the mailbox, not the sender.
        for (let n = 0; n < max; n++) {
          now = testNow.getTime() + n * minute;
          const response = await post('/api/cartfiles', { email: spellings[n % spellings.length], cart });
          expect(response.statusCode, response.body).toBe(200);
        }
        now = testNow.getTime() + max * minute;
        expectRefused(
          await post('/api/cartfiles', { email: 'Pauta.Limite@redacao.test', cart }),
          (windowMs - max * minute) / 1000,
        );
        expect(await sentTo(recipient)).toEqual({ requests: max, mails: max });

        // Another mailbox still gets its e-mail.
        expect((await post('/api/cartfiles', { email: 'outra.pauta@redacao.test', cart })).statusCode).toBe(
          200,
        );
        expect(await sentTo('outra.pauta@redacao.test')).toEqual({ requests: 1, mails: 1 });

        // Once the first e-mail is an hour old, one more goes, and only one.
        now = testNow.getTime() + windowMs;
        expect((await post('/api/cartfiles', { email: recipient, cart })).statusCode).toBe(200);
        expectRefused(await post('/api/cartfiles', { email: recipient, cart }), minute / 1000);
        expect(await sentTo(recipient)).toEqual({ requests: max + 1, mails: max + 1 });
      } finally {
        now = testNow.getTime();
      }
    });

    it('lets exactly the limit through of a burst of parallel requests', async () => {
      const recipient = 'rajada@redacao.test';
      const responses = await Promise.all(
        Array.from({ length: max + 4 }, () => post('/api/cartfiles', { email: recipient, cart })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(max).fill(200), ...Array<number>(4).fill(429)]);
      for (const refused of responses.filter((response) => response.statusCode === 429))
        expectRefused(refused, windowMs / 1000);
      expect(await sentTo(recipient)).toEqual({ requests: max, mails: max });
    });
  });
});
