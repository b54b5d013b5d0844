/**
 * Prints one page of our own site to PDF, answered within `renderTimeoutMs` whatever Chromium does.
 *
 * Ready means `<html data-pdf-ready="true">` (the pages set `document.documentElement.dataset.pdfReady = 'true'`
 * once their content has loaded); `"missing"` means the item does not exist (a 404, at once). A page that never says
 * either is printed when the network has been idle. Images are then made eager and awaited, so lazy ones below the
 * fold are in the file too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext } from 'playwright-core';
import { brazilTimeZone } from '../../src/domain/brazilTime';
import { pdfSignal } from '../../src/domain/pdfSignal';
import { DomainError } from '../shared/domainError';
import { answerFromThisServer } from './pageRequests';
import type { PageToPrint } from './pdfAddress';
import { pdfMessages } from './pdfMessages';

export interface PrintPageInput {
  page: PageToPrint;
  /** This server's own loopback origin, which answers the page's requests (pageRequests.ts). */
  serverAddress: string;
  browser: () => Promise<Browser>;
  publicOrigin: string;
  mediaOrigin: string | undefined;
  renderTimeoutMs: number;
  /** How long to wait for `data-pdf-ready` before falling back to network idle. */
  readyWaitMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
}

/** One render's state, shared with the timer that may cut it short. */
interface Attempt {
  timedOut: boolean;
  context: BrowserContext | undefined;
}

/**
 * On time out the page's context is closed, which makes whatever the render was waiting for fail, and the caller
 * gets the 504 rather than a file.
 */
export async function printPage(input: PrintPageInput): Promise<Buffer> {
  const attempt: Attempt = { timedOut: false, context: undefined };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      attempt.timedOut = true;
      void attempt.context?.close().catch(() => {});
      reject(new DomainError(504, pdfMessages.timeout));
    }, input.renderTimeoutMs);
  });
  const printing = printSteps(input, attempt);
  // Whichever loses the race is nobody's business any more.
  printing.catch(() => {});
  timeout.catch(() => {});
  try {
    return await Promise.race([printing, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function printSteps(input: PrintPageInput, attempt: Attempt): Promise<Buffer> {
  const { page, serverAddress, publicOrigin, mediaOrigin, renderTimeoutMs, readyWaitMs, log } = input;
  const started = Date.now();
  const remaining = () => Math.max(1, renderTimeoutMs - (Date.now() - started));
  try {
    const chromium = await input.browser().catch(() => {
      throw new DomainError(503, pdfMessages.unavailable);
    });
    const context = await chromium.newContext({
      viewport: { width: 1280, height: 1800 },
      locale: 'pt-BR',
      timezoneId: brazilTimeZone,
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    attempt.context = context;
    if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
    await context.route('**/*', (route) =>
      answerFromThisServer(route, { publicOrigin, mediaOrigin, serverAddress, timeoutMs: remaining() }),
    );
    const tab = await context.newPage();
    const askedPath = comparablePath(page.pathAndQuery);
    await tab.goto(publicOrigin + page.pathAndQuery, { waitUntil: 'domcontentloaded', timeout: remaining() });
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
    if (!ready) log?.warn(`PDF: ${page.pathAndQuery} never set data-pdf-ready; printing after network idle`);
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
      // Tagged from the page's own headings, lists and tables, so a screen reader reads the file in order; the
      // outline lists the headings as bookmarks. Chromium embeds every font it draws with.
      tagged: true,
      outline: true,
    });
    if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
    log?.info(`PDF: ${page.pathAndQuery} printed in ${Date.now() - started} ms`);
    return pdf;
  } catch (error) {
    if (attempt.timedOut) throw new DomainError(504, pdfMessages.timeout);
    throw error;
  } finally {
    await attempt.context?.close().catch(() => {});
  }
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
