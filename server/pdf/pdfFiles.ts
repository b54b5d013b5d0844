/**
 * The printed files, under `DATA_DIR/pdf/`. A file is named by the page (path in lower case and query), this
 * process's start and the content generation (NOTIFY content_changed): a change of content, or a restart (content
 * may have changed meanwhile), means a new render; an unchanged page is served from its file. Files older than a
 * week are removed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageToPrint } from './pdfAddress';

export interface PdfFiles {
  /** 32 hex digits: the file is `{dir}/{id}.pdf`. */
  idOf(page: PageToPrint, contentGeneration: number): string;
  pathOf(id: string): string;
  has(id: string): boolean;
  store(id: string, pdf: Buffer): Promise<void>;
  /** Removes the week-old files; does the work at most once an hour, however often it is called. */
  pruneOld(): Promise<void>;
}

const week = 7 * 24 * 3600 * 1000;
const hour = 3600 * 1000;

export function createPdfFiles(dir: string): PdfFiles {
  // Files of an earlier run are never reused: content may have changed while this process was not listening.
  const runId = randomUUID();
  let lastPrune = 0;
  const pathOf = (id: string) => path.join(dir, `${id}.pdf`);

  return {
    idOf(page, contentGeneration) {
      return createHash('sha256')
        .update(`${runId}\n${contentGeneration}\n${page.key}`)
        .digest('hex')
        .slice(0, 32);
    },
    pathOf,
    has: (id) => existsSync(pathOf(id)),
    async store(id, pdf) {
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const target = pathOf(id);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, pdf);
      await rename(partial, target);
    },
    async pruneOld() {
      if (Date.now() - lastPrune < hour) return;
      lastPrune = Date.now();
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > week) await rm(file, { force: true });
      }
    },
  };
}
