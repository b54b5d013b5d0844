/**
 * Prints pages of our own site to PDF and keeps the files: the browser (chromium.ts), the queue of renders
 * (renderQueue.ts), printing one page (printPage.ts, pageRequests.ts) and the files (pdfFiles.ts) put together.
 * An unchanged page is served from its file; a page asked for while it is being printed shares that render.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../shared/domainError';
import type { Metrics } from '../shared/metrics';
import type { FileStore } from '../storage/fileStore';
import { createChromium } from './chromium';
import type { PageToPrint } from './pdfAddress';
import { createPdfFiles } from './pdfFiles';
import { pdfMessages } from './pdfMessages';
import { printPage } from './printPage';
import { createRenderQueue } from './renderQueue';

export interface PdfServiceOptions {
  chromePath: string;
  /** Where the files go (under `pdf/`). */
  files: FileStore;
  /** The origin visitors use (PUBLIC_URL's): pages are opened there, and served from `serverAddress`. */
  publicOrigin: string;
  /** The media CDN's origin, when media are not served by this site. */
  mediaOrigin?: string | undefined;
  renderTimeoutMs?: number;
  queueWaitMs?: number;
  maxQueued?: number;
  /** How long to wait for `data-pdf-ready` before falling back to network idle. */
  readyWaitMs?: number;
  /** Chromium is closed after this long without a render. */
  idleCloseMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Counts the pages Chromium printed (and those it failed to). */
  metrics?: Pick<Metrics, 'pdfPrinted'>;
}

export interface PrintedPdf {
  /** 32 hex digits: the stored file is `pdf/{id}.pdf`. */
  id: string;
  /** False when an earlier render of the same page and content was reused. */
  rendered: boolean;
}

export interface PdfService {
  /**
   * `contentVersion` is the database's count of content changes; `serverAddress` this server's own loopback origin
   * ('http://127.0.0.1:3000').
   */
  print(page: PageToPrint, contentVersion: number, serverAddress: string): Promise<PrintedPdf>;
  /** The stored file, or null when no process has printed it (or it was pruned). */
  open(id: string): Promise<Readable | null>;
  close(): Promise<void>;
}

export function createPdfService(options: PdfServiceOptions): PdfService {
  const {
    chromePath,
    publicOrigin,
    mediaOrigin,
    renderTimeoutMs = 30_000,
    queueWaitMs = 30_000,
    maxQueued = 20,
    readyWaitMs = 15_000,
    idleCloseMs = 5 * 60_000,
    log,
  } = options;
  const files = createPdfFiles(options.files);
  const chromium = createChromium({ chromePath, idleCloseMs, log });
  const queue = createRenderQueue({ maxWaiting: maxQueued, maxWaitMs: queueWaitMs });
  // The same page asked for again while it is being printed joins that render instead of queueing its own: the
  // queue knows tasks, not pages, and a second render of one file would only take a place in line (or be refused
  // as busy) to write the same bytes. Keyed by file id; an entry lives until its render settles.
  const inFlight = new Map<string, Promise<PrintedPdf>>();
  let closed = false;

  async function printOnce(page: PageToPrint, id: string, serverAddress: string): Promise<PrintedPdf> {
    if (await files.has(id)) return { id, rendered: false };
    await queue.run(async () => {
      try {
        const pdf = await printPage({
          page,
          serverAddress,
          browser: chromium.launch,
          publicOrigin,
          mediaOrigin,
          renderTimeoutMs,
          readyWaitMs,
          log,
        });
        await files.store(id, pdf);
        options.metrics?.pdfPrinted('printed');
      } catch (error) {
        options.metrics?.pdfPrinted('failed');
        throw error;
      } finally {
        chromium.closeWhenIdle();
      }
    });
    void files.pruneOld().catch(() => {});
    return { id, rendered: true };
  }

  return {
    open: files.open,
    print(page, contentVersion, serverAddress) {
      if (closed) return Promise.reject(new DomainError(503, pdfMessages.unavailable));
      const id = files.idOf(page, contentVersion);
      let printing = inFlight.get(id);
      if (!printing) {
        printing = printOnce(page, id, serverAddress).finally(() => inFlight.delete(id));
        inFlight.set(id, printing);
      }
      return printing;
    },
    async close() {
      closed = true;
      queue.close(new DomainError(503, pdfMessages.unavailable));
      await chromium.close();
    },
  };
}
