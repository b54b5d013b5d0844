/**
 * Starts the newsroom: tracing when asked (server/tracing.ts), settings, data folder, database, migrations, pending
 * seed units and media, then listen.
 * Stops cleanly on SIGTERM and SIGINT (closing the server first, then the database, so no request is cut off
 * mid-query); on SIGTERM, a deploy's, it first lets the balancer take it out of rotation (health/drain.ts). A
 * problem an operator can fix (settings, a busy, read-only or full DATA_DIR) ends the start with one line saying
 * what and where, not a stack trace.
 */
// First: with tracing on, its instrumentations must be in place before `http`, Fastify and `pg` load.
import { tracing } from './tracing';
import path from 'node:path';
import { buildApp } from './app';
import { createDrain } from './health/drain';
import { answerBackupRequests } from './backup/backupRequests';
import { loadServerSettings, SettingsError } from './config';
import { openDatabase } from './db/client';
import { checkDataDir, DataDirProblem } from './db/dataDirCheck';
import { DataDirInUseError } from './db/dataDirLock';
import { loggerOptions } from './logging';
import { seedNewsroom } from './seed/index';
import { ensureSeedPrivateUploads } from './seed/write/loanAccounts';
import { openFileStore } from './storage/openFileStore';
import { providerDisagreements, readBuiltAppProvider } from './signIn/builtAppProvider';

function stopWith(error: unknown): never {
  if (
    error instanceof DataDirInUseError ||
    error instanceof DataDirProblem ||
    error instanceof SettingsError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const startedAt = Date.now();
const settings = (() => {
  try {
    return loadServerSettings();
  } catch (error) {
    return stopWith(error);
  }
})();
// The browser signs in where the build says, the API verifies where OIDC_ISSUER says: disagreeing, nobody could.
const disagreements = providerDisagreements(readBuiltAppProvider(settings.webDir), settings);
if (disagreements.length) stopWith(new SettingsError(disagreements.join('\n')));
await checkDataDir(settings.dataDir).catch(stopWith);
const database = await openDatabase({
  url: settings.databaseUrl,
  dataDir: path.join(settings.dataDir, 'db'),
  timeoutMs: settings.timeouts.databaseMs,
}).catch(stopWith);
await database.migrate();
const files = openFileStore(settings);
const drain = createDrain();
const app = await buildApp({
  settings,
  database,
  files,
  drain,
  logger: loggerOptions(settings.logLevel, process.stdout, tracing?.logFields),
});
const seed = await seedNewsroom(database.db, {
  files,
  exclusively: (work) => database.exclusively('seedMedia', work),
  log: (message) => app.log.info(message),
  // A deployment's people come from the car group's provider, and it starts empty unless asked for the demo's content.
  demo: settings.production
    ? { content: settings.demoContent, accounts: false }
    : { content: true, accounts: true },
}).catch(stopWith);
if (seed.mediaMade)
  app.log.info(`Seed: ${seed.mediaMade} media files made, ${seed.mediaSkipped} already there`);
// The seeded licence pictures are private uploads: their files live outside the media folder.
if (!settings.production) await ensureSeedPrivateUploads(files).catch(stopWith);

await app.listen({ port: settings.port, host: settings.host });
// Only this process may open a PGlite database: `npm run backup` asks it for the copy (server/backup/).
if (database.kind === 'pglite')
  answerBackupRequests({ database, files }, path.join(settings.dataDir, 'db'), app.log);
app.log.info(
  `newsroom ready at ${settings.publicUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s ` +
    `(${database.kind === 'pglite' ? `PGlite in ${path.join(settings.dataDir, 'db')}` : 'PostgreSQL'})`,
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  // Ctrl-C at a terminal stops at once; a deploy's SIGTERM first waits for the balancer to stop sending requests.
  if (signal === 'SIGTERM') await drain.begin(settings.shutdownDrainMs);
  const force = setTimeout(() => process.exit(1), 10000);
  force.unref();
  await app.close();
  await database.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
