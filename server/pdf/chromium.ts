/**
 * The machine's Chromium (playwright-core, no browser download), shared by every render: started on the first,
 * started again if it dies, closed when idle for a while (a headless browser holds hundreds of MB) and when the app
 * closes.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser } from 'playwright-core';

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

export interface ChromiumOptions {
  chromePath: string;
  /** Chromium is closed after this long without a render. */
  idleCloseMs: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
}

export interface Chromium {
  /** The running browser, started if need be; rejects when there is none at `chromePath` or it does not start. */
  launch(): Promise<Browser>;
  /** Starts the idle count: called when a render ends. */
  closeWhenIdle(): void;
  close(): Promise<void>;
}

export function createChromium({ chromePath, idleCloseMs, log }: ChromiumOptions): Chromium {
  let browser: Promise<Browser> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function start(): Promise<Browser> {
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
    launching.catch((error: unknown) => {
      if (browser === launching) browser = null;
      log?.warn(`PDF: Chromium did not start (${chromePath}): ${(error as Error).message}`);
    });
    return launching;
  }

  function stop() {
    const running = browser;
    browser = null;
    return running?.then((started) => started.close()).catch(() => {});
  }

  return {
    launch() {
      // A render still under way when the app closes must not start a browser nobody will close.
      if (closed) return Promise.reject(new Error('the PDF service is closed'));
      // Not installed is the usual case on a machine without it: said by the caller, not logged at every request.
      if (!existsSync(chromePath)) return Promise.reject(new Error(`no Chromium at ${chromePath}`));
      // Idle no more: the count starts again when this render ends, so the browser is not closed under it.
      clearTimeout(idleTimer);
      browser ??= start();
      return browser;
    },
    closeWhenIdle() {
      clearTimeout(idleTimer);
      if (closed) return;
      idleTimer = setTimeout(() => void stop(), idleCloseMs);
      idleTimer.unref();
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await stop();
    },
  };
}
