/**
 * Private uploads: `POST medias/upload-front` takes one image (its type sniffed from the bytes, at most 10 MB, at
 * most 8000 px a side) and stores it outside the public media folder; `GET medias/private/{name}` serves it to its
 * owner, loan staff and the people of a loan that names it, and answers 404 to anyone else.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanRequestMessages } from '../../src/domain/loanRequest';
import { privateUploads } from '../../server/db/schema';
import { statusMessages } from '../../server/plugins/errors';
import { uploadMessages } from '../../server/uploads/privateUploads';
import { createLoan, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { startTestApp, testNow, type TestApp } from './testApp';

const boundary = '----newsroom-upload-test';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(filename: string, contentType: string, bytes: Buffer, field = 'files') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a PNG of a few KB that claims 20000 x 20000 pixels (1.2 GB once decoded). Its rows of zeros
 * are only begun; whoever checks the header refuses it before decoding anything.
 */
function pngBomb(side = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(200_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDatabases)('private uploads on $name', (target) => {
  let testApp: TestApp;
  let jpeg: Buffer;
  let png: Buffer;
  const db = () => testApp.database.db;
  const signedIn = async (role = 10) => {
    const user = await createUser(db(), { role });
    return { user, token: await createSignInSession(db(), user.id, { now: testNow }) };
  };
  const upload = (token: string | undefined, body: Buffer) =>
    testApp.inject({
      method: 'POST',
      url: '/api/medias/upload-front',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(token ? { authorization: token } : {}),
      },
      payload: body,
    });
  const read = (name: string, token?: string) =>
    testApp.inject({
      url: `/api/medias/private/${name}`,
      headers: token ? { authorization: token } : {},
    });
  const privateDir = () => path.join(testApp.dataDir, 'private', 'uploads');

  beforeAll(async () => {
    testApp = await startTestApp(target);
    const picture = sharp({ create: { width: 320, height: 200, channels: 3, background: '#3b6ea5' } });
    jpeg = await picture.clone().jpeg().toBuffer();
    png = await picture.clone().png().toBuffer();
  });
  afterAll(async () => testApp?.close());

  it('stores a real JPEG privately, owned by the uploader, and answers size, bucket and name', async () => {
    const { user, token } = await signedIn();

    const response = await upload(token, multipart('cnh.jpeg', 'image/jpeg', jpeg));

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      size: jpeg.length,
      bucket: 'private',
      media: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
    });
    expect(await readFile(path.join(privateDir(), answer.media))).toEqual(jpeg);
    const published = await readdir(path.join(testApp.dataDir, 'media'), { recursive: true }).catch(() => []);
    expect(published.filter((file) => file.includes(answer.media))).toEqual([]);
    const [row] = await db().select().from(privateUploads).where(eq(privateUploads.name, answer.media));
    expect(row).toMatchObject({
      ownerId: user.id,
      contentType: 'image/jpeg',
      size: jpeg.length,
      purpose: 'cnh',
    });
  });

  it('names a PNG by what it is, whatever the name and type the browser gave it', async () => {
    const { token } = await signedIn();
    const response = await upload(token, multipart('foto.gif', 'application/octet-stream', png));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().media).toMatch(/\.png$/);
  });

  it('refuses a text file renamed .jpg, and an SVG, with the "images only" message', async () => {
    const { token } = await signedIn();
    const before = await readdir(privateDir()).catch(() => []);
    for (const [name, bytes] of [
      ['cnh.jpg', Buffer.from('isto não é uma imagem, é um texto qualquer\n'.repeat(20))],
      ['cnh.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ] as const) {
      const response = await upload(token, multipart(name, 'image/jpeg', bytes));
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe(loanRequestMessages.uploadNotImage);
    }
    expect(await readdir(privateDir()).catch(() => [])).toEqual(before);
  });

  it('refuses a file over 10 MB (413) and stores nothing', async () => {
    const { user, token } = await signedIn();
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
    const response = await upload(token, multipart('grande.jpg', 'image/jpeg', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(loanRequestMessages.uploadTooLarge);
    expect(await db().select().from(privateUploads).where(eq(privateUploads.ownerId, user.id))).toEqual([]);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const { user, token } = await signedIn();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(5000);
    const startedAt = Date.now();
    const response = await upload(token, multipart('cnh.png', 'image/png', bomb));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.tooManyPixels);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(await db().select().from(privateUploads).where(eq(privateUploads.ownerId, user.id))).toEqual([]);
  });

  it('refuses a picture wider than 8000 px even when its pixel count is small', async () => {
    const { token } = await signedIn();
    const strip = await sharp({ create: { width: 8001, height: 4, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const response = await upload(token, multipart('faixa.png', 'image/png', strip));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.tooManyPixels);
  });

  it('asks for a session (401) and for a file', async () => {
    const none = await upload(undefined, multipart('cnh.jpg', 'image/jpeg', jpeg));
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(statusMessages[401]);
    const { token } = await signedIn();
    const empty = await upload(token, Buffer.from(`--${boundary}--\r\n`));
    expect(empty.statusCode).toBe(400);
  });

  describe('GET medias/private/{name}', () => {
    let owner: Awaited<ReturnType<typeof signedIn>>;
    let name: string;

    beforeAll(async () => {
      owner = await signedIn();
      name = (await upload(owner.token, multipart('cnh.png', 'image/png', png))).json().media;
    });

    it('serves the file to its owner, privately and as the type it was sniffed as', async () => {
      const response = await read(name, owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(png);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
    });

    it.each([1, 2, 3, 5])('serves it to loan staff (role %i)', async (role) => {
      const staff = await signedIn(role);
      expect((await read(name, staff.token)).statusCode).toBe(200);
    });

    it.each([10, 4, 6])(
      'answers 404 to a role %i user it is not about, as for a name that does not exist',
      async (role) => {
        const stranger = await signedIn(role);
        const response = await read(name, stranger.token);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(statusMessages[404]);
        expect((await read('0123456789abcdef0123456789abcdef.png', stranger.token)).statusCode).toBe(404);
        expect((await read('..%2F..%2Fsecret.png', stranger.token)).statusCode).toBe(404);
      },
    );

    it('serves it to the driver a loan names it for, but not to a requester who did not upload it', async () => {
      // The requester attached the driver's registered licence (found by CPF): knowing a CPF must not open a
      // stranger's document.
      const requester = await signedIn();
      const driver = await signedIn();
      await createLoan(db(), requester.user.id, {
        cnhPicture: name,
        isOwner: false,
        driverUserId: driver.user.id,
      });
      expect((await read(name, driver.token)).statusCode).toBe(200);
      expect((await read(name, requester.token)).statusCode).toBe(404);
    });

    it('asks for a session (401)', async () => {
      expect((await read(name)).statusCode).toBe(401);
    });
  });
});
