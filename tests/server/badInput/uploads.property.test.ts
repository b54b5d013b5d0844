/**
 * Bad input to the one upload route, `POST medias/upload-front` (the CNH picture and the checklist photos):
 * uploads.test.ts refuses a text renamed .jpg, an 11 MB file and a PNG bomb; here generated files do the same in
 * every form: any bytes that are not an image under an image's name and type (among them files that begin like an
 * image and then are not one), a picture a byte over 10 MB, bombs in each accepted format (PNG, GIF, JPEG, WebP
 * headers claiming pictures far past 8000 px), and multipart bodies of the wrong shape. Each is refused with a 4xx
 * in Portuguese, and nothing is stored: no row, no file.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanRequestMessages } from '../../../src/domain/loanRequest';
import { uploadMessages } from '../../../server/uploads/privateUploads';
import { createSignInSession, createUser } from '../builders';
import { testDatabases } from '../databases';
import { testNow } from '../testApp';
import { databaseState, expectRefusedInPortuguese, badInputApp } from './harness';

const boundary = '----newsroom-bad-upload';

function multipart(parts: { field?: string; filename?: string; type?: string; bytes: Buffer }[]) {
  return Buffer.concat([
    ...parts.flatMap(({ field = 'files', filename, type, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          '\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
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
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Headers that claim `width` x `height` and carry almost nothing: each format's decompression bomb. */
const bombs = {
  png(width: number, height: number) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(50_000))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  },
  gif(width: number, height: number) {
    const screen = Buffer.alloc(7);
    screen.writeUInt16LE(Math.min(width, 0xffff), 0);
    screen.writeUInt16LE(Math.min(height, 0xffff), 2);
    const image = Buffer.alloc(10);
    image[0] = 0x2c;
    image.writeUInt16LE(Math.min(width, 0xffff), 5);
    image.writeUInt16LE(Math.min(height, 0xffff), 7);
    return Buffer.concat([
      Buffer.from('GIF89a', 'latin1'),
      screen,
      image,
      Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
    ]);
  },
  jpeg(width: number, height: number) {
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ]);
    sof.writeUInt16BE(Math.min(height, 0xffff), 5);
    sof.writeUInt16BE(Math.min(width, 0xffff), 7);
    const app0 = Buffer.from([
      0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0,
    ]);
    return Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      app0,
      sof,
      Buffer.alloc(2000),
      Buffer.from([0xff, 0xd9]),
    ]);
  },
  webp(width: number, height: number) {
    const vp8x = Buffer.alloc(10);
    vp8x.writeUIntLE(Math.min(width, 1 << 24) - 1, 4, 3);
    vp8x.writeUIntLE(Math.min(height, 1 << 24) - 1, 7, 3);
    const chunk = Buffer.concat([Buffer.from('VP8X', 'latin1'), Buffer.from([10, 0, 0, 0]), vp8x]);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(4 + chunk.length);
    return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, Buffer.from('WEBP', 'latin1'), chunk]);
  },
};

/** Beginnings of files that are not images (or not images we take): text, markup, documents, archives, programs. */
const otherFormats = [
  'isto não é uma imagem\n',
  '<!doctype html><script>alert(1)</script>',
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '%PDF-1.7\n%âãÏÓ\n',
  'PK\u0003\u0004\u0014\u0000\u0000\u0000',
  '\u007fELF\u0002\u0001\u0001',
  'MZ\u0090\u0000',
  'BM6\u0000\u0000\u0000',
  'II*\u0000\u0008\u0000',
  '\u0000\u0000\u0000\u0018ftypavif',
  '{"cnh":"1234"}',
].map((text) => Buffer.from(text, 'latin1'));
/**
 * Image signatures followed by noise. (Not GIF's: its next bytes are the picture's size, so noise after it is a
 * damaged GIF, not a file of another kind.)
 */
const imageSignatures = [
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
];

const imageName = fc.constantFrom(
  'cnh.jpg',
  'cnh.jpeg',
  'foto.png',
  'foto.gif',
  'foto.webp',
  'CNH.JPG',
  'cnh.jpg.exe',
  '../../cnh.jpg',
);
const imageType = fc.constantFrom(
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/octet-stream',
);

const notAnImage = fc.oneof(
  fc.uint8Array({ minLength: 0, maxLength: 4000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(fc.constantFrom(...otherFormats), fc.uint8Array({ maxLength: 2000 }))
    .map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
  fc
    .tuple(fc.constantFrom(...imageSignatures), fc.uint8Array({ maxLength: 2000 }))
    .map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
);

/** A side past 8000 px, or two sides within it whose product is past 8000 x 8000. */
const hugeSize = fc.oneof(
  fc.tuple(fc.integer({ min: 8001, max: 65_535 }), fc.integer({ min: 1, max: 65_535 })),
  fc.tuple(fc.integer({ min: 1, max: 65_535 }), fc.integer({ min: 8001, max: 65_535 })),
);
const bomb = fc
  .tuple(fc.constantFrom(...(Object.keys(bombs) as (keyof typeof bombs)[])), hugeSize)
  .map(([format, [width, height]]) => ({ format, width, height, bytes: bombs[format](width, height) }));

describe.each(testDatabases)('bad uploads on $name', (target) => {
  let token: string;
  let jpeg: Buffer;
  const { t, db } = badInputApp(target);
  const storedFiles = async () =>
    (await readdir(path.join(t().dataDir, 'private'), { recursive: true }).catch(() => [])).sort().join('\n');
  const upload = (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t().inject({
      method: 'POST',
      url: '/api/medias/upload-front',
      headers: { 'content-type': contentType, authorization: token },
      payload,
    });
  /** Sends, expects a refusal in Portuguese (one of `messages` when given), and that nothing was stored. */
  const expectNothingStored = async (
    send: () => Promise<Awaited<ReturnType<typeof upload>>>,
    what: string,
    messages?: string[],
  ) => {
    const before = { rows: await databaseState(db()), files: await storedFiles() };
    const response = await send();
    expectRefusedInPortuguese(response, what);
    if (messages) expect(messages, what).toContain(response.json().message);
    expect(await databaseState(db()), `${what} changed the database`).toBe(before.rows);
    expect(await storedFiles(), `${what} stored a file`).toBe(before.files);
  };

  beforeAll(async () => {
    const user = await createUser(db(), { role: 10 });
    token = await createSignInSession(db(), user.id, { now: testNow });
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b6ea5' } })
      .jpeg()
      .toBuffer();
  });

  it(
    'refuses any file that is not an image, whatever its name and declared type',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(notAnImage, imageName, imageType, async (bytes, filename, type) => {
          await expectNothingStored(
            () => upload(multipart([{ filename, type, bytes }])),
            `${filename} (${type}), ${bytes.length} bytes beginning ${bytes.subarray(0, 12).toString('hex')}`,
            [loanRequestMessages.uploadNotImage, uploadMessages.tooManyPixels, uploadMessages.noFile],
          );
        }),
        { numRuns: 40 },
      );
    },
  );

  it('refuses a decompression bomb in each format, from its header', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(bomb, async ({ format, width, height, bytes }) => {
        await expectNothingStored(
          () => upload(multipart([{ filename: `cnh.${format}`, type: `image/${format}`, bytes }])),
          `${format} claiming ${width} x ${height}`,
          [uploadMessages.tooManyPixels, loanRequestMessages.uploadNotImage],
        );
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a picture one byte over 10 MB (413)', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length)]);
    await expectNothingStored(
      () => upload(multipart([{ filename: 'cnh.jpg', type: 'image/jpeg', bytes: big }])),
      '10 MB + 1 byte',
      [loanRequestMessages.uploadTooLarge],
    );
  });

  it('refuses multipart bodies of the wrong shape', { timeout: 60_000 }, async () => {
    const shapes: [string, () => ReturnType<typeof upload>][] = [
      ['no part at all', () => upload(Buffer.from(`--${boundary}--\r\n`))],
      ['a field and no file', () => upload(multipart([{ field: 'nome', bytes: Buffer.from('cnh') }]))],
      [
        'an empty file',
        () => upload(multipart([{ filename: 'cnh.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) }])),
      ],
      [
        'a body cut in the middle',
        () => upload(multipart([{ filename: 'cnh.jpg', type: 'image/jpeg', bytes: jpeg }]).subarray(0, 200)),
      ],
      [
        'a boundary that is not the declared one',
        () =>
          upload(multipart([{ filename: 'cnh.jpg', bytes: jpeg }]), 'multipart/form-data; boundary=outra'),
      ],
      [
        'multipart without a boundary',
        () => upload(multipart([{ filename: 'cnh.jpg', bytes: jpeg }]), 'multipart/form-data'),
      ],
      [
        'JSON instead of a file',
        () => upload(Buffer.from(JSON.stringify({ files: jpeg.toString('base64') })), 'application/json'),
      ],
      ['the picture as the raw body', () => upload(jpeg, 'image/jpeg')],
      ['a text body', () => upload(Buffer.from('cnh'), 'text/plain')],
    ];
    for (const [what, send] of shapes) await expectNothingStored(send, what);
  });

  // Last, as it writes: the same request with a real picture is taken, so the refusals above are for the file.
  it('takes a real picture sent the same way', async () => {
    const response = await upload(multipart([{ filename: 'cnh.jpg', type: 'image/jpeg', bytes: jpeg }]));
    expect(response.statusCode, response.body).toBe(200);
  });
});
