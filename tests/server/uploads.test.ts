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
import { usageLimits, usageMessages } from '../../src/domain/usageLimits';
import { loanChecklists, privateUploads, users } from '../../server/db/schema';
import { deleteAbandonedUploads } from '../../server/uploads/abandonedUploads';
import { statusMessages } from '../../server/plugins/errors';
import { folderStore } from '../../server/storage/folderStore';
import { uploadMessages } from '../../server/uploads/privateUploads';
import { createLoan, createPrivateUpload, createSignInSession, createUser } from './builders';
import { testDatabases } from './databases';
import { boundary, multipart } from './helpers/multipartBody';
import { startTestApp, testNow, type TestApp } from './testApp';

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
      size: expect.any(Number),
      bucket: 'private',
      media: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
    });
    // What is stored is the newsroom's own encoding of the same picture, never the bytes sent.
    const stored = await readFile(path.join(privateDir(), answer.media));
    expect(stored.length).toBe(answer.size);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
    const published = await readdir(path.join(testApp.dataDir, 'media'), { recursive: true }).catch(() => []);
    expect(published.filter((file) => file.includes(answer.media))).toEqual([]);
    const [row] = await db().select().from(privateUploads).where(eq(privateUploads.name, answer.media));
    expect(row).toMatchObject({
      ownerId: user.id,
      contentType: 'image/jpeg',
      size: stored.length,
      receivedBytes: jpeg.length,
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

  it('serves a photo taken with its GPS position without it, nor any other EXIF, still upright', async () => {
    const { token } = await signedIn();
    // A portrait photo stored sideways with orientation 6, as phones write them, with where it was taken.
    const withGps = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a4' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Telefone', Model: 'Modelo X' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('GPS'))).toBeDefined();
    expect(withGps.includes(Buffer.from('Telefone'))).toBe(true);

    const sent = await upload(token, multipart('cnh.jpg', 'image/jpeg', withGps));
    expect(sent.statusCode, sent.body).toBe(200);
    const served = await read(sent.json().media, token);

    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Telefone'))).toBe(false);
    // The orientation was applied to the pixels: 300 x 200 sideways is a 200 x 300 portrait.
    expect(metadata).toMatchObject({ width: 200, height: 300 });
  });

  it('refuses a picture whose data is cut off, with the upload message, and stores nothing', async () => {
    const { user, token } = await signedIn();
    const whole = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#123' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const cutOff = whole.subarray(0, Math.floor(whole.length / 2));

    const response = await upload(token, multipart('cnh.png', 'image/png', cutOff));

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(loanRequestMessages.uploadNotImage);
    expect(await db().select().from(privateUploads).where(eq(privateUploads.ownerId, user.id))).toEqual([]);
    expect((await readdir(privateDir()).catch(() => [])).filter((file) => file.endsWith('.partial'))).toEqual(
      [],
    );
  });

  it("refuses past a press user's daily bytes (429, Retry-After), and counts each person apart", async () => {
    const { user, token } = await signedIn();
    // 49 MB sent earlier today: the next picture would pass the 50 MB a press user may send in a day.
    const earlier = new Date(testNow.getTime() - 3 * 3600 * 1000);
    await createPrivateUpload(db(), user.id, {
      receivedBytes: usageLimits.uploadBytes.press - 1024 * 1024,
      createdAt: earlier,
    });
    const big = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);

    const refused = await upload(token, multipart('cnh.png', 'image/png', big));

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(usageMessages.uploadBytes);
    // The earlier upload leaves the day's window 21 hours from now.
    expect(refused.headers['retry-after']).toBe(String(21 * 3600));
    expect(await db().select().from(privateUploads).where(eq(privateUploads.ownerId, user.id))).toHaveLength(
      1,
    );
    // A small picture still fits; someone else is not counted against them.
    expect((await upload(token, multipart('cnh.jpg', 'image/jpeg', jpeg))).statusCode).toBe(200);
    expect((await upload((await signedIn()).token, multipart('cnh.png', 'image/png', big))).statusCode).toBe(
      200,
    );
  });

  it('gives staff who fill checklists a larger daily allowance', async () => {
    const { user, token } = await signedIn(5);
    await createPrivateUpload(db(), user.id, {
      receivedBytes: usageLimits.uploadBytes.press * 2,
      createdAt: new Date(testNow.getTime() - 3600 * 1000),
    });
    expect((await upload(token, multipart('foto.jpg', 'image/jpeg', jpeg))).statusCode).toBe(200);
  });

  it('deletes uploads no loan, profile or checklist names after a week, rows and files', async () => {
    const owner = await signedIn();
    const old = new Date(testNow.getTime() - 8 * 24 * 3600 * 1000);
    const recent = new Date(testNow.getTime() - 24 * 3600 * 1000);
    const stored = async (createdAt: Date) => {
      const name = (await upload(owner.token, multipart('cnh.jpg', 'image/jpeg', jpeg))).json()
        .media as string;
      await db().update(privateUploads).set({ createdAt }).where(eq(privateUploads.name, name));
      return name;
    };
    const abandoned = await stored(old);
    const ofALoan = await stored(old);
    const ofAProfile = await stored(old);
    const ofAChecklist = await stored(old);
    const fresh = await stored(recent);
    const loan = await createLoan(db(), owner.user.id, { cnhPicture: ofALoan });
    await db().update(users).set({ cnhPicture: ofAProfile }).where(eq(users.id, owner.user.id));
    await db()
      .insert(loanChecklists)
      .values({
        loanId: loan.id,
        kind: 'Entrega',
        items: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        km: 1200,
        nextReviewDate: '2027-01-10',
        returnDate: '2026-11-28',
        files: ['outra.jpg', ofAChecklist],
        createdBy: owner.user.id,
      });

    const deleted = await deleteAbandonedUploads({
      db: db(),
      files: folderStore(testApp.dataDir),
      now: testNow,
    });

    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = (await db().select().from(privateUploads)).map((row) => row.name);
    expect(left).not.toContain(abandoned);
    expect(left).toEqual(expect.arrayContaining([ofALoan, ofAProfile, ofAChecklist, fresh]));
    const files = await readdir(privateDir());
    expect(files).not.toContain(abandoned);
    expect(files).toEqual(expect.arrayContaining([ofALoan, ofAProfile, ofAChecklist, fresh]));
    expect((await read(abandoned, owner.token)).statusCode).toBe(404);
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
      expect(response.rawPayload).toEqual(await readFile(path.join(privateDir(), name)));
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320 });
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
