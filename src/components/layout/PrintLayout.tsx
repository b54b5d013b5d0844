import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router-dom';
import { config } from '../../app/config';
import { pageOfPdfVariant, publicPageUrl } from '../../domain/sharing';
import { AuroraEmblem } from './AuroraLogo';
import { PageLoadError } from './PageLoadError';
import { PageLoading } from './PageLoading';
import { PrintModeContext } from './printMode';
import './printLayout.css';

/** How long the PDF waits for a picture that never arrives before it prints without it. */
const imageWaitMs = 15000;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 0);
  });
}

/** Every picture of the document loaded (or failed): lazy ones are asked for now, since a PDF has no scrolling. */
async function imagesSettled(): Promise<void> {
  await nextFrame();
  const images = Array.from(document.images);
  for (const image of images)
    if (image.getAttribute('loading') === 'lazy') image.setAttribute('loading', 'eager');
  const pending = images
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, imageWaitMs))]);
  await document.fonts?.ready;
}

/**
 * Tells the PDF renderer the page is complete: once `ready` (the page's content has arrived and is drawn) and its
 * pictures have loaded, `<html data-pdf-ready="true">`, which the server's renderer waits for before printing.
 */
export function usePdfReady(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const root = document.documentElement;
    void imagesSettled().then(() => {
      if (!cancelled) root.dataset.pdfReady = 'true';
    });
    return () => {
      cancelled = true;
      delete root.dataset.pdfReady;
    };
  }, [ready]);
}

/**
 * The frame of the `/pdf` variants, laid out for A4: a small logo header with the page's public address, and the
 * page; no header menu, side menu, cookie notice or footer. Pages inside read `usePrintMode()` to leave out what
 * only works on a screen, and call `usePdfReady` once their content is drawn.
 */
export function PrintLayout() {
  const { pathname } = useLocation();
  const pageUrl = publicPageUrl(config.publicUrl, pageOfPdfVariant(pathname));
  return (
    <PrintModeContext.Provider value={true}>
      <div className="print-layout">
        <header className="print-layout__header">
          <span className="print-layout__brand">
            <AuroraEmblem className="print-layout__emblem" />
            Aurora Imprensa
          </span>
          <span className="print-layout__url">{pageUrl}</span>
        </header>
        <main className="print-layout__main">
          <ErrorBoundary FallbackComponent={PageLoadError} resetKeys={[pathname]}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </PrintModeContext.Provider>
  );
}
