/**
 * The file store on both back ends, through the one interface every caller uses: the data folder, and an
 * S3-compatible bucket (s3rver, started here).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../server/storage/fileStore';
import { folderStore } from '../../server/storage/folderStore';
import { s3Store } from '../../server/storage/s3Store';
import { startS3Server, type TestS3Server } from './helpers/s3Server';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3?.close());

const backEnds: Array<{ name: string; make: () => Promise<FileStore> }> = [
  {
    name: 'a folder',
    make: async () => folderStore(await mkdtemp(path.join(os.tmpdir(), 'newsroom-files-'))),
  },
  { name: 'an S3 bucket', make: async () => s3Store(s3.location) },
];

const text = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(backEnds)('the file store in $name', ({ make }) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await make();
  });

  it('keeps a file and reads it back whole, in part, and as its size', async () => {
    await store.put('private/uploads/cnh.jpg', Buffer.from('fotografia da CNH'), {
      contentType: 'image/jpeg',
    });
    expect((await store.read('private/uploads/cnh.jpg'))?.toString()).toBe('fotografia da CNH');
    expect(await text(await store.open('private/uploads/cnh.jpg', { start: 11, end: 15 }))).toBe('da CN');
    expect(await store.stat('private/uploads/cnh.jpg')).toMatchObject({ size: 17 });
  });

  it('keeps a stream of unknown length, larger than one part of a multipart upload', async () => {
    // 12 MB in 1 MB chunks: past lib-storage's 5 MB part, so the bucket receives it in parts.
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    await store.put('pdf/grande.pdf', Readable.from(Array.from({ length: 12 }, () => chunk)));
    expect((await store.stat('pdf/grande.pdf'))?.size).toBe(12 * 1024 * 1024);
  });

  it('answers null for a file that is not there, and removes a file once or twice', async () => {
    expect(await store.read('private/uploads/nada.jpg')).toBeNull();
    expect(await store.open('private/uploads/nada.jpg')).toBeNull();
    expect(await store.stat('private/uploads/nada.jpg')).toBeNull();
    await store.put('private/uploads/some.jpg', Buffer.from('x'));
    await store.remove('private/uploads/some.jpg');
    await store.remove('private/uploads/some.jpg');
    expect(await store.read('private/uploads/some.jpg')).toBeNull();
  });

  it('replaces a file written again under the same key', async () => {
    await store.put('pdf/pagina.pdf', Buffer.from('primeira'));
    await store.put('pdf/pagina.pdf', Buffer.from('segunda'));
    expect((await store.read('pdf/pagina.pdf'))?.toString()).toBe('segunda');
  });

  it('lists the files below a folder and nothing else', async () => {
    await store.put('lista/a.txt', Buffer.from('a'));
    await store.put('lista/sub/b.txt', Buffer.from('bb'));
    await store.put('listagem.txt', Buffer.from('c'));
    const listed = [];
    for await (const file of store.list('lista/')) listed.push([file.key, file.size]);
    expect(listed.sort()).toEqual([
      ['lista/a.txt', 1],
      ['lista/sub/b.txt', 2],
    ]);
  });

  it('refuses a key that could lead out of the store', async () => {
    for (const key of ['../segredo', 'private/../../etc/passwd', '/etc/passwd', 'a\\b', ''])
      await expect(store.read(key), key).rejects.toThrow(/Not a file key/);
  });

  it('answers its health check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('an S3 store that is not there', () => {
  it('fails its health check', async () => {
    const gone = s3Store({ ...s3.location, bucket: 'balde-inexistente' });
    await expect(gone.check()).rejects.toThrow();
  });
});
