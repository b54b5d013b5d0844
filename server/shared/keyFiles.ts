/**
 * Secrets the newsroom makes for itself on first start (the link-signing key, the embedded provider's keys), kept
 * in `DATA_DIR/keys`, readable only by the server's user. A key is written whole to a temporary name and then
 * hard-linked into place, which fails if the key exists: two processes starting together on the same folder both
 * end up reading the one complete key, never a half-written one.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of `dataDir/keys/<name>`, made by `make` if the file does not exist yet. */
export async function keyFileOnce(
  dataDir: string,
  name: string,
  make: () => Promise<string>,
): Promise<string> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, await make(), { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return readFile(file, 'utf8');
}
