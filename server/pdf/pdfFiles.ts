/**
 * The printed files, in the file store under `pdf/`. A file is named by the page (path in lower case and query)
 * and the content version the database counts (migration 0028): any process reuses it, before and after a restart,
 * until content changes and the next request prints the page anew. Files older than a week are removed.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from '../storage/fileStore';
import type { PageToPrint } from './pdfAddress';

export interface PdfFiles {
  /** 32 hex digits: the file is `pdf/{id}.pdf` in the store. */
  idOf(page: PageToPrint, contentVersion: number): string;
  has(id: string): Promise<boolean>;
  open(id: string): Promise<Readable | null>;
  store(id: string, pdf: Buffer): Promise<void>;
  /** Removes the week-old files; does the work at most once an hour, however often it is called. */
  pruneOld(): Promise<void>;
}

const week = 7 * 24 * 3600 * 1000;
const hour = 3600 * 1000;

/** Where a printed file is in the store. */
export const pdfFileKey = (id: string) => `pdf/${id}.pdf`;

export function createPdfFiles(files: FileStore): PdfFiles {
  let lastPrune = 0;
  const keyOf = pdfFileKey;

  return {
    idOf(page, contentVersion) {
      return createHash('sha256').update(`${contentVersion}\n${page.key}`).digest('hex').slice(0, 32);
    },
    has: async (id) => (await files.stat(keyOf(id))) !== null,
    open: (id) => files.open(keyOf(id)),
    store: (id, pdf) => files.put(keyOf(id), pdf, { contentType: 'application/pdf' }),
    async pruneOld() {
      if (Date.now() - lastPrune < hour) return;
      lastPrune = Date.now();
      for await (const file of files.list('pdf/'))
        if (Date.now() - file.modifiedAt.getTime() > week) await files.remove(file.key);
    },
  };
}
