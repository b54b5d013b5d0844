/**
 * The zip writer on its own: what it does when a file changes between the check and its turn, which the routes'
 * tests can't time.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { streamCartZip, zipSize, type PreparedZip } from '../../server/cart/cartZip';
import { folderStore } from '../../server/storage/folderStore';
import { zipEntriesAsStreamed } from './helpers/zipEntries';

async function storeWith(bytes: Buffer) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-zip-test-'));
  await mkdir(path.join(dir, 'media', 'images'), { recursive: true });
  await writeFile(path.join(dir, 'media', 'images', 'foto.jpg'), bytes);
  return folderStore(dir);
}

const prepared = (size: number, crc: number): PreparedZip => ({
  readme: Buffer.from('leia'),
  entries: [{ key: 'media/images/foto.jpg', zipName: 'foto/foto-grande.jpg', size, crc, mtime: new Date() }],
});

const collect = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

describe('the zip writer', () => {
  it('writes exactly the size it announced, each entry readable from its header alone', async () => {
    const bytes = Buffer.alloc(3000, 7);
    const zip = prepared(bytes.length, crc32(bytes));
    const errors: Error[] = [];
    const { stream, size } = streamCartZip(await storeWith(bytes), zip, new Date(), (e) => errors.push(e));
    const body = await collect(stream);
    expect(body.length).toBe(size);
    expect(size).toBe(zipSize(zip));
    expect(zipEntriesAsStreamed(body).map((entry) => [entry.name, entry.data.length])).toEqual([
      ['LEIA-ME.txt', 4],
      ['foto/foto-grande.jpg', 3000],
    ]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['grew', 2000],
    ['shrank', 4000],
  ])(
    'fails the download, never sending a zip that lies, when a file %s since the check',
    async (_how, checked) => {
      const bytes = Buffer.alloc(3000, 7);
      const errors: Error[] = [];
      const { stream } = streamCartZip(
        await storeWith(bytes),
        prepared(checked, crc32(bytes)),
        new Date(),
        (error) => errors.push(error),
      );
      await expect(collect(stream)).rejects.toThrow(/since it was checked/);
      expect(errors).toHaveLength(1);
    },
  );
});
