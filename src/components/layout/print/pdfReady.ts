/**
 * The signal the server's PDF renderer waits for (server/pdf/printPage.ts). Apart from the print frame
 * (PrintLayout.tsx), so a page that is also drawn on screen, such as a version, does not bring the frame along.
 */
import { useEffect } from 'react';
import { pdfSignal } from '../../../domain/pdfSignal';

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
      if (!cancelled) root.dataset.pdfReady = pdfSignal.ready;
    });
    return () => {
      cancelled = true;
      delete root.dataset.pdfReady;
    };
  }, [ready]);
}

/** Tells the PDF renderer, while `missing`, that the page's item does not exist: there is nothing to print. */
export function usePdfMissing(missing: boolean) {
  useEffect(() => {
    if (!missing) return;
    const root = document.documentElement;
    root.dataset.pdfReady = pdfSignal.missing;
    return () => {
      delete root.dataset.pdfReady;
    };
  }, [missing]);
}
