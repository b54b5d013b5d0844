/**
 * `npm run backup` and `npm run restore` as their modules do them: a backup lists every file of the store with its
 * checksum, a restore brings every row and file back onto an empty database and store, and refuses, with nothing
 * changed, a database or a store that already holds a newsroom. (The proof under writes, and across PGlite and a
 * PostgreSQL server, is `npm run bench:backup`.)
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBackup, restoreBackup } from '../../server/backup/backup';
import { setPortableOutput, tableNames, tableRows } from '../../server/backup/databaseDump';
import { openDatabase, type Database } from '../../server/db/client';
import { news, userFavorites } from '../../server/db/schema';
import { folderStore } from '../../server/storage/folderStore';
import { createLoan, createLoanUser, createMedia, createNews, createUser } from './builders';
import { testDatabases, type TestDatabase } from './databases';

const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const folder = (name: string) => mkdtemp(path.join(os.tmpdir(), `newsroom-${name}-`));
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A migrated database with rows in it, as a newsroom's would be. */
async function sourceOn(target: TestDatabase): Promise<Database> {
  const database = await target.open();
  opened.push(database);
  await database.migrate();
  return database;
}

/** A database nothing was ever written to: a new PGlite, or a new database on the server. */
async function emptyOn(target: TestDatabase): Promise<Database> {
  const database = target.name === 'pglite' ? await openDatabase({}) : await target.open();
  opened.push(database);
  return database;
}

/** Every table's rows, as the backup itself reads them, sorted so two databases compare whatever their order. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await setPortableOutput(tx);
    const tables: Record<string, string[]> = {};
    for (const table of await tableNames(tx)) {
      const rows: string[] = [];
      for await (const batch of tableRows(tx, table)) rows.push(...batch);
      tables[table] = rows.sort();
    }
    return tables;
  });
}

// A restore builds a new PGlite and runs every migration on it: seconds on an idle machine, past the server tests'
// 30 s while the other worker runs a heavy file of its own.
describe.each(testDatabases)('backup and restore on $name', { timeout: 120_000 }, (target) => {
  it('writes every file of the store into its manifest, with its size and SHA-256', async () => {
    const source = await sourceOn(target);
    const files = folderStore(await folder('files'));
    const picture = Buffer.from('fotografia da CNH');
    await files.put('private/uploads/cnh.jpg', picture);
    await files.put('media/images/Foto 1.jpg', Buffer.from('foto'));
    await files.put('pdf/pagina.pdf', Buffer.from('%PDF-1.7'));
    const dir = await folder('backup');

    const manifest = await makeBackup({ database: source, files }, dir);

    expect(manifest.files.copied).toEqual([
      { key: 'media/images/Foto 1.jpg', size: 4, sha256: sha256('foto') },
      { key: 'pdf/pagina.pdf', size: 8, sha256: sha256('%PDF-1.7') },
      { key: 'private/uploads/cnh.jpg', size: picture.length, sha256: sha256(picture) },
    ]);
    expect(await readFile(path.join(dir, 'files/private/uploads/cnh.jpg'))).toEqual(picture);
    const written = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as typeof manifest;
    expect(written.files.copied).toEqual(manifest.files.copied);
  });

  it('brings back every row and file onto an empty database and store, and the sequences after them', async () => {
    const source = await sourceOn(target);
    const { db } = source;
    const author = await createUser(db);
    const requester = await createLoanUser(db);
    await createMedia(db);
    await createNews(db, { title: 'Aurora Vento chega às lojas', subtitle: 'Ação & "aspas"\ne \\ barra' });
    await createLoan(db, requester.id);
    await db.insert(userFavorites).values({
      userId: author.id,
      items: [
        {
          name: 'Foto 1',
          type: 'Imagem',
          imageLink: '/media/images/foto-1-low.jpg',
          contentLink: '/media-gallery/album/1',
          contentToDownload: ['/media/images/foto-1-full.jpg'],
          mediaAmount: 1,
        },
      ],
      updatedAt: new Date('2026-11-20T12:34:56.789Z'),
    });
    const files = folderStore(await folder('files'));
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]);
    await files.put('media/images/vento.jpg', photo);
    const dir = await folder('backup');
    await makeBackup({ database: source, files }, dir);

    const restored = await emptyOn(target);
    const restoredFiles = folderStore(await folder('restored-files'));
    await restoreBackup({ database: restored, files: restoredFiles }, dir);

    expect(await everyRow(restored)).toEqual(await everyRow(source));
    expect(await restoredFiles.read('media/images/vento.jpg')).toEqual(photo);
    // A row written after the restore takes a new id rather than one the backup's rows hold.
    const [created] = await restored.db.insert(news).values(newsRow()).returning({ id: news.id });
    const [highest] = (
      (await source.db.execute(sql`select max(id) as id from news`)) as { rows: { id: number }[] }
    ).rows;
    expect(created!.id).toBeGreaterThan(Number(highest!.id));
  });

  it('refuses a database that already holds a newsroom, and changes nothing', async () => {
    const source = await sourceOn(target);
    const dir = await folder('backup');
    await makeBackup({ database: source, files: folderStore(await folder('files')) }, dir);
    const occupied = await sourceOn(target);
    await createNews(occupied.db, { title: 'Notícia que fica' });
    const before = await everyRow(occupied);
    const files = folderStore(await folder('files'));

    await expect(restoreBackup({ database: occupied, files }, dir)).rejects.toThrow(
      /^The database is not empty \(\d+ tables: .*\): a restore goes into an empty one\./,
    );
    expect(await everyRow(occupied)).toEqual(before);
  });

  it('refuses a store that already holds files, and writes nothing into the database', async () => {
    const source = await sourceOn(target);
    const dir = await folder('backup');
    await makeBackup({ database: source, files: folderStore(await folder('files')) }, dir);
    const files = folderStore(await folder('files'));
    await files.put('private/uploads/outra.jpg', Buffer.from('de outra redação'));
    const empty = await emptyOn(target);

    await expect(restoreBackup({ database: empty, files }, dir)).rejects.toThrow(
      'The file store is not empty (private/uploads/outra.jpg…): a restore goes into an empty one',
    );
    const tables = (await empty.db.execute(
      sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`,
    )) as { rows: { count: number }[] };
    expect(tables.rows[0]!.count).toBe(0);
  });

  it.each([
    [
      'a table file cut off mid-line',
      'db/news.jsonl',
      /^The backup's db\/news\.jsonl is not what its manifest says/,
    ],
    [
      'a file copy changed',
      'files/media/images/capa.jpg',
      /^The backup's copy of media\/images\/capa\.jpg is not/,
    ],
  ])('refuses %s before writing anything into the database or the store', async (_case, damaged, refusal) => {
    const source = await sourceOn(target);
    const sourceFiles = folderStore(await folder('files'));
    await sourceFiles.put('media/images/capa.jpg', Buffer.from('a capa do lançamento'));
    for (let n = 0; n < 5; n++)
      await createNews(source.db, { title: `Notícia ${n} com um texto de algum tamanho` });
    const dir = await folder('backup');
    await makeBackup({ database: source, files: sourceFiles }, dir);
    const whole = await readFile(path.join(dir, damaged));
    await writeFile(path.join(dir, damaged), whole.subarray(0, Math.floor(whole.length / 2)));
    const files = folderStore(await folder('files'));
    const empty = await emptyOn(target);

    await expect(restoreBackup({ database: empty, files }, dir)).rejects.toThrow(refusal);
    const tables = (await empty.db.execute(
      sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`,
    )) as { rows: { count: number }[] };
    expect(tables.rows[0]!.count).toBe(0);
    expect(await files.read('media/images/capa.jpg')).toBeNull();
  });
});

function newsRow(): typeof news.$inferInsert {
  return { title: 'Depois da restauração', newsDate: '2026-11-20' };
}
