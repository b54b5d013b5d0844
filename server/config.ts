/**
 * Server settings from the environment, each with an embedded default, so `npm start` needs none. A malformed
 * value stops the start with the list of what is wrong.
 */
import path from 'node:path';

export interface ServerSettings {
  port: number;
  host: string;
  /** Database (PGlite), media files and the mail outbox live below it. */
  dataDir: string;
  /** A PostgreSQL server; when absent, PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Where visitors reach the newsroom; media links are built from it. */
  publicUrl: string;
  /** The built web app to serve; absent folder means API only (as under `npm run dev`). */
  webDir: string;
  logLevel: string;
}

export function loadServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (got '${env.PORT}')`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres://');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  try {
    new URL(publicUrl);
  } catch {
    problems.push(`PUBLIC_URL must be an absolute address (got '${env.PUBLIC_URL}')`);
  }
  if (problems.length) throw new Error(`Invalid server settings:\n- ${problems.join('\n- ')}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'var'),
    databaseUrl,
    publicUrl,
    webDir: path.resolve(env.WEB_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
