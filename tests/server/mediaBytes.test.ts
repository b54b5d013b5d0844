/**
 * Measured media sizes: `recordMediaBytes` fills the byte sizes and CRC-32s from the files in the media folder, leaves unknown
 * what it cannot measure, and the API's size labels then carry the file size after the pixels.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryPageResponse } from '../../src/domain/content';
import { media } from '../../server/db/schema';
import { recordMediaBytes } from '../../server/media/mediaBytes';
import { folderStore } from '../../server/storage/folderStore';
import { createMedia } from './builders';
import { testDatabases } from './databases';
import { startTestApp, type TestApp } from './testApp';

const kb = 1024;

describe.each(testDatabases)('measured media sizes on $name', (target) => {
  let t: TestApp;
  let mediaDir = '';
  const bytesOf = async (id: number) =>
    (
      await t.database.db
        .select({ low: media.bytesLow, med: media.bytesMed, full: media.bytesFull })
        .from(media)
        .where(eq(media.id, id))
    )[0];
  const crcsOf = async (id: number) =>
    (
      await t.database.db
        .select({ low: media.crcLow, med: media.crcMed, full: media.crcFull })
        .from(media)
        .where(eq(media.id, id))
    )[0];

  beforeAll(async () => {
    t = await startTestApp(target, { sendQueuedMail: false });
    mediaDir = path.join(t.dataDir, 'media');
    await mkdir(path.join(mediaDir, 'images'), { recursive: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('fills the sizes of existing files, leaves missing ones unknown, and labels them in the gallery', async () => {
    const db = t.database.db;
    const complete = await createMedia(db, { title: 'Completa' });
    const partial = await createMedia(db, { title: 'Sem a grande' });
    const measured = await createMedia(db, { title: 'Já medida', bytesLow: 1, bytesMed: 2, bytesFull: 3 });
    // A row whose folder leaves the media folder: its files are not ours to measure.
    const outside = await createMedia(db, { title: 'Fora', folder: '..', fileFull: 'segredo.txt' });
    await writeFile(path.join(t.dataDir, 'segredo.txt'), 'segredo');
    const write = (name: string, size: number) =>
      writeFile(path.join(mediaDir, 'images', name), Buffer.alloc(size, 1));
    await write(complete.fileLow, 180 * kb);
    await write(complete.fileMed, 512 * kb + 10);
    await write(complete.fileFull, Math.round(2.4 * kb * kb));
    await write(partial.fileLow, 900);
    await write(partial.fileMed, 95 * kb);
    await write(measured.fileLow, 5000);

    const result = await recordMediaBytes(db, folderStore(t.dataDir));

    // 'Já medida' has its sizes but not its checksums: its one file present is read for them.
    expect(result).toEqual({ recorded: 3, missing: 1 + 3 + 2 });
    expect(await bytesOf(complete.id)).toEqual({
      low: 180 * kb,
      med: 512 * kb + 10,
      full: Math.round(2.4 * kb * kb),
    });
    expect(await bytesOf(partial.id)).toEqual({ low: 900, med: 95 * kb, full: null });
    expect(await bytesOf(measured.id)).toEqual({ low: 1, med: 2, full: 3 });
    expect(await bytesOf(outside.id)).toEqual({ low: null, med: null, full: null });
    expect(await crcsOf(complete.id)).toEqual({
      low: crc32(Buffer.alloc(180 * kb, 1)),
      med: crc32(Buffer.alloc(512 * kb + 10, 1)),
      full: crc32(Buffer.alloc(Math.round(2.4 * kb * kb), 1)),
    });
    expect(await crcsOf(measured.id)).toEqual({ low: crc32(Buffer.alloc(5000, 1)), med: null, full: null });
    expect(await crcsOf(outside.id)).toEqual({ low: null, med: null, full: null });

    const response = await t.app.inject({ url: '/api/buckets/json/photos?limit=20' });
    expect(response.statusCode).toBe(200);
    const items = response.json<GalleryPageResponse>().bucket_media;
    const labels = (title: string) => {
      const item = items.find((entry) => entry.title === title)!;
      return [item.mediaSizeLow, item.mediaSizeMedium, item.mediaSize];
    };
    expect(labels('Completa')).toEqual([
      '1024 x 683 px · 180 KB',
      '1795 x 1197 px · 512 KB',
      '4096 x 2731 px · 2,4 MB',
    ]);
    expect(labels('Sem a grande')).toEqual([
      '1024 x 683 px · 900 bytes',
      '1795 x 1197 px · 95 KB',
      '4096 x 2731 px',
    ]);
    expect(labels('Fora')).toEqual(['1024 x 683 px', '1795 x 1197 px', '4096 x 2731 px']);
  });

  it('measures a file that appeared since, at the next start', async () => {
    const db = t.database.db;
    const later = await createMedia(db, { title: 'Chegou depois' });
    expect((await recordMediaBytes(db, folderStore(t.dataDir))).recorded).toBe(0);
    await writeFile(path.join(mediaDir, 'images', later.fileFull), Buffer.alloc(3 * kb));
    expect((await recordMediaBytes(db, folderStore(t.dataDir))).recorded).toBe(1);
    expect(await bytesOf(later.id)).toEqual({ low: null, med: null, full: 3 * kb });
  });
});
