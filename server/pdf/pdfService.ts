/**
 * Prints pages of our own site to PDF with the machine's Chromium (playwright-core, no browser download), stores
 * each file under `DATA_DIR/pdf/` and reuses it while the content has not changed.
 *
 * - The page is opened at the public address (so its API calls, to a relative or to the public base, stay
 *   same-origin), but every request to that origin is answered from this very server over loopback: the renderer
 *   never depends on DNS, a proxy or a certificate, and never reaches anything but us. Other origins are blocked,
 *   except the media CDN when one is set; an editor's `<img src="http://10.0.0.1/...">` in content would otherwise
 *   make the server fetch an internal address.
 * - Ready means `<html data-pdf-ready="true">` (the pages set `document.documentElement.dataset.pdfReady = 'true'`
 *   once their content has loaded); `"missing"` means the item does not exist (a 404, at once). A page that never
 *   says either is printed when the network has been idle. Images are then made eager and awaited, so lazy ones
 *   below the fold are in the file too.
 * - One render at a time per process, in arrival order; a request waits in the queue at most `queueWaitMs` and a
 *   render takes at most `renderTimeoutMs`. Chromium is started on the first render, reused, and closed when idle
 *   for a while and when the app closes.
 * - A stored file is keyed by the page (path in lower case and query), this process's start and the content
 *   generation (NOTIFY content_changed): a change of content, or a restart (content may have changed meanwhile),
 *   means a new render; an unchanged page is served from the file. Files older than a week are removed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { pdfSignal } from '../../src/domain/pdfSignal';
import { DomainError } from '../shared/domainError';
import type { PageToPrint } from './pdfAddress';

export const pdfMessages = {
  unavailable: 'Não foi possível gerar o PDF agora. Use a impressão do navegador.',
  busy: 'Muitos PDFs sendo gerados agora. Tente novamente em instantes ou use a impressão do navegador.',
  timeout:
    'A página demorou demais para ficar pronta para o PDF. Tente novamente ou use a impressão do navegador.',
  notFound: 'Esta página não existe ou não está publicada: não há o que imprimir.',
} as const;

/** Flags of STACK.md: without the networking ones Chromium floods a closed network with refused connections. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface PdfServiceOptions {
  chromePath: string;
  /** Where the files go (`DATA_DIR/pdf`). */
  dir: string;
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
  log?: { info(message: string): void; warn(message: string): void };
}

export interface PrintedPdf {
  /** 32 hex digits: the stored file is `{dir}/{id}.pdf`. */
  id: string;
  /** False when an earlier render of the same page and content was reused. */
  rendered: boolean;
}

export interface PdfService {
  /** `serverAddress` is this server's own loopback origin ('http://127.0.0.1:3000'). */
  print(page: PageToPrint, contentGeneration: number, serverAddress: string): Promise<PrintedPdf>;
  filePath(id: string): string;
  close(): Promise<void>;
}

const week = 7 * 24 * 3600 * 1000;

/** One render's state, shared with the timer that may cut it short. */
interface Attempt {
  timedOut: boolean;
  context: BrowserContext | undefined;
}

export function createPdfService(options: PdfServiceOptions): PdfService {
  const {
    chromePath,
    dir,
    publicOrigin,
    mediaOrigin,
    renderTimeoutMs = 30_000,
    queueWaitMs = 30_000,
    maxQueued = 20,
    readyWaitMs = 15_000,
    idleCloseMs = 5 * 60_000,
    log,
  } = options;
  // Files of an earlier run are never reused: content may have changed while this process was not listening.
  const runId = randomUUID();
  const queue = serialQueue(maxQueued, queueWaitMs);
  const inFlight = new Map<string, Promise<PrintedPdf>>();
  let browser: Promise<Browser> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  let closed = false;

  const filePath = (id: string) => path.join(dir, `${id}.pdf`);

  function launch(): Promise<Browser> {
    if (!browser) {
      const launching = (async () => {
        const { chromium } = await import('playwright-core');
        const started = await chromium.launch({
          executablePath: chromePath,
          headless: true,
          args: chromiumArgs,
        });
        started.on('disconnected', () => {
          if (browser === launching) browser = null;
        });
        log?.info(`PDF: Chromium started (${chromePath})`);
        return started;
      })();
      browser = launching;
      launching.catch((error: unknown) => {
        if (browser === launching) browser = null;
        log?.warn(`PDF: Chromium did not start (${chromePath}): ${(error as Error).message}`);
      });
    }
    return browser;
  }

  function scheduleIdleClose() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const running = browser;
      browser = null;
      void running?.then((b) => b.close()).catch(() => {});
    }, idleCloseMs);
    idleTimer.unref();
  }

  /**
   * One render, answered within `renderTimeoutMs` whatever Chromium does: on time out the page's context is closed,
   * which makes whatever the render was waiting for fail, and nothing is written.
   */
  async function render(page: PageToPrint, target: string, serverAddress: string) {
    if (!existsSync(chromePath)) throw new DomainError(503, pdfMessages.unavailable);
    const attempt: Attempt = { timedOut: false, context: undefined };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        attempt.timedOut = true;
        void attempt.context?.close().catch(() => {});
        reject(new DomainError(504, pdfMessages.timeout));
      }, renderTimeoutMs);
    });
    const printing = printPage(page, target, serverAddress, attempt);
    // Whichever loses the race is nobody's business any more.
    printing.catch(() => {});
    timeout.catch(() => {});
    try {
      await Promise.race([printing, timeout]);
    } finally {
      clearTimeout(timer);
      scheduleIdleClose();
    }
  }

  async function printPage(page: PageToPrint, target: string, serverAddress: string, attempt: Attempt) {
    const started = Date.now();
    const remaining = () => Math.max(1, renderTimeoutMs - (Date.now() - started));
    try {
      const chromium = await launch().catch(() => {
        throw new DomainError(503, pdfMessages.unavailable);
      });
      const context = await chromium.newContext({
        viewport: { width: 1280, height: 1800 },
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
      attempt.context = context;
      if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
      await context.route('**/*', (route) => answerFromHere(route, serverAddress, remaining()));
      const tab = await context.newPage();
      const askedPath = comparablePath(page.pathAndQuery);
      await tab.goto(publicOrigin + page.pathAndQuery, {
        waitUntil: 'domcontentloaded',
        timeout: remaining(),
      });
      // Ready, or the app went elsewhere (an unknown or unpublished item sends it to /home).
      const readyBudget = remaining();
      const readyTimeout = Math.min(readyWaitMs, readyBudget);
      const ready = await tab
        .waitForFunction(
          ({ asked, signals }) =>
            signals.includes(document.documentElement.dataset.pdfReady ?? '') ||
            signals.includes(document.body?.dataset.pdfReady ?? '') ||
            location.pathname.toLowerCase().replace(/\/+$/, '') !== asked,
          { asked: askedPath, signals: Object.values(pdfSignal) as string[] },
          { timeout: readyTimeout, polling: 100 },
        )
        .then(
          () => true,
          () => false,
        );
      // Not ready when the whole render's time ran out: a timeout, not a page to print half-drawn.
      if (attempt.timedOut || (!ready && readyTimeout === readyBudget))
        throw new DomainError(504, pdfMessages.timeout);
      if (comparablePath(new URL(tab.url()).pathname) !== askedPath)
        throw new DomainError(404, pdfMessages.notFound);
      const said = await tab.evaluate(
        () => document.documentElement.dataset.pdfReady ?? document.body?.dataset.pdfReady,
      );
      if (said === pdfSignal.missing) throw new DomainError(404, pdfMessages.notFound);
      if (!ready)
        log?.warn(`PDF: ${page.pathAndQuery} never set data-pdf-ready; printing after network idle`);
      await tab.waitForLoadState('networkidle', { timeout: Math.min(10_000, remaining()) }).catch(() => {});
      await tab
        .evaluate(
          async (waitMs) => {
            const images = [...document.images];
            for (const image of images) image.loading = 'eager';
            const loaded = images
              .filter((image) => !image.complete)
              .map(
                (image) =>
                  new Promise((resolve) => {
                    image.addEventListener('load', resolve, { once: true });
                    image.addEventListener('error', resolve, { once: true });
                  }),
              );
            // A picture that never arrives is left out rather than holding the whole file back.
            await Promise.race([
              Promise.all([document.fonts.ready, ...loaded]),
              new Promise((resolve) => setTimeout(resolve, waitMs)),
            ]);
          },
          Math.min(10_000, remaining()),
        )
        .catch(() => {});
      if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
      const pdf = await tab.pdf({
        format: 'A4',
        printBackground: true,
        // A page's own @page rule (size, margins) wins; these are for pages that have none.
        preferCSSPageSize: true,
        margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' },
      });
      if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
      await mkdir(dir, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, pdf);
      await rename(partial, target);
      log?.info(`PDF: ${page.pathAndQuery} printed in ${Date.now() - started} ms`);
    } catch (error) {
      if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
      throw error;
    } finally {
      await attempt.context?.close().catch(() => {});
    }
  }

  /** Requests to the public origin are answered by this server; media from a CDN go out; anything else is cut. */
  async function answerFromHere(route: Route, serverAddress: string, timeoutMs: number) {
    const request = route.request();
    const url = new URL(request.url());
    if (mediaOrigin && url.origin === mediaOrigin && request.method() === 'GET') return route.continue();
    if (url.origin !== publicOrigin) return route.abort('blockedbyclient');
    // A page asking for a PDF while being printed would wait behind itself in the queue until the time-out.
    if (url.pathname.toLowerCase().startsWith('/api/pdf/')) return route.abort('blockedbyclient');
    try {
      const headers = await request.allHeaders();
      delete headers.host;
      // Node's fetch would unpack a compressed body and leave its content-encoding header behind: ask for none.
      headers['accept-encoding'] = 'identity';
      const body = request.postDataBuffer();
      const response = await fetch(serverAddress + url.pathname + url.search, {
        method: request.method(),
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answerHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          answerHeaders[name] = value;
      });
      await route.fulfill({
        status: response.status,
        headers: answerHeaders,
        body: Buffer.from(await response.arrayBuffer()),
      });
    } catch {
      await route.abort('failed').catch(() => {});
    }
  }

  async function pruneOldFiles() {
    if (Date.now() - lastPrune < 3600_000) return;
    lastPrune = Date.now();
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > week) await rm(file, { force: true });
    }
  }

  return {
    filePath,
    print(page, contentGeneration, serverAddress) {
      if (closed) return Promise.reject(new DomainError(503, pdfMessages.unavailable));
      const id = createHash('sha256')
        .update(`${runId}\n${contentGeneration}\n${page.key}`)
        .digest('hex')
        .slice(0, 32);
      const target = filePath(id);
      // The same page asked twice at once is rendered once.
      let printing = inFlight.get(id);
      if (!printing) {
        printing = (async () => {
          if (existsSync(target)) return { id, rendered: false };
          await queue.run(() => render(page, target, serverAddress));
          void pruneOldFiles().catch(() => {});
          return { id, rendered: true };
        })().finally(() => inFlight.delete(id));
        inFlight.set(id, printing);
      }
      return printing;
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      queue.clear(new DomainError(503, pdfMessages.unavailable));
      const running = browser;
      browser = null;
      await running?.then((b) => b.close()).catch(() => {});
    },
  };
}

/** '/News/1/PDF/' -> '/news/1/pdf': the app matches routes regardless of case and of a trailing slash. */
function comparablePath(pathAndQuery: string): string {
  let pathname = pathAndQuery.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left encoded: compared as it is.
  }
  return pathname.toLowerCase().replace(/\/+$/, '');
}

/**
 * Runs tasks one at a time in arrival order. A task that has waited `maxWaitMs` without starting is dropped (503
 * busy), and no more than `maxQueued` wait at once: a burst of requests can't pile up renders for minutes.
 */
function serialQueue(maxQueued: number, maxWaitMs: number) {
  const waiting: { start(): void; fail(error: Error): void }[] = [];
  let running = false;

  function next() {
    const job = waiting.shift();
    running = Boolean(job);
    job?.start();
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (waiting.length >= maxQueued) return Promise.reject(new DomainError(503, pdfMessages.busy));
      return new Promise<T>((resolve, reject) => {
        const job = {
          start() {
            clearTimeout(timer);
            task().then(resolve, reject).finally(next);
          },
          fail(error: Error) {
            clearTimeout(timer);
            reject(error);
          },
        };
        const timer = setTimeout(() => {
          const index = waiting.indexOf(job);
          if (index >= 0) waiting.splice(index, 1);
          reject(new DomainError(503, pdfMessages.busy));
        }, maxWaitMs);
        waiting.push(job);
        if (!running) next();
      });
    },
    clear(error: Error) {
      for (const job of waiting.splice(0)) job.fail(error);
    },
  };
}
