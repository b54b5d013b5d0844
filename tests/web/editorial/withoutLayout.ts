/**
 * jsdom lays nothing out. ProseMirror (the rich-text editor) asks a range and a text node for their client rects to
 * keep the cursor in view while typing, and Uppy's dashboard (the uploads) watches its own size with a
 * ResizeObserver. Empty rects stand for "nothing to scroll", and an observer that never calls back for "the size
 * never changes", for the calling file's tests only: the site's own components take a missing ResizeObserver as
 * "measure once", which other files test.
 */
import { afterAll, beforeAll } from 'vitest';

const layoutless = [Range.prototype, Text.prototype] as unknown as Record<string, unknown>[];

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function withoutLayout() {
  beforeAll(() => {
    globalThis.ResizeObserver = NoResizeObserver;
    for (const prototype of layoutless) {
      prototype.getClientRects = () => [];
      prototype.getBoundingClientRect = () => new DOMRect();
    }
    document.elementFromPoint = () => null;
  });
  afterAll(() => {
    delete (globalThis as Partial<typeof globalThis>).ResizeObserver;
    for (const prototype of layoutless) {
      delete prototype.getClientRects;
      delete prototype.getBoundingClientRect;
    }
    delete (document as Partial<Document>).elementFromPoint;
  });
}
