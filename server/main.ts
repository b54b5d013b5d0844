/**
 * Starts the newsroom: settings, database, migrations, seed when empty, then listen. Stops cleanly on SIGTERM and
 * SIGINT (closing the server first, then the database, so no request is cut off mid-query).
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadServerSettings } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/dataDirLock';
import { seedIfEmpty } from './seed/index';

const startedAt = Date.now();
const settings = loadServerSettings();
const database = await openDatabase({
  url: settings.databaseUrl,
  dataDir: path.join(settings.dataDir, 'db'),
}).catch((error: unknown) => {
  // Another newsroom on the same DATA_DIR: say so in one line rather than with a stack trace.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await database.migrate();
const app = await buildApp({ settings, database });
const seed = await seedIfEmpty(database.db, {
  mediaDir: path.join(settings.dataDir, 'media'),
  log: (message) => app.log.info(message),
});
app.log.info(
  { seeded: seed.seeded, mediaMade: seed.mediaMade, mediaSkipped: seed.mediaSkipped },
  seed.seeded ? 'demo content seeded' : 'database already has content',
);

await app.listen({ port: settings.port, host: settings.host });
app.log.info(
  `newsroom ready at ${settings.publicUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s ` +
    `(${database.kind === 'pglite' ? `PGlite in ${path.join(settings.dataDir, 'db')}` : 'PostgreSQL'})`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), 10000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
