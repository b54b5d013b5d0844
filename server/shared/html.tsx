/**
 * The one way the server writes HTML: React elements rendered to static markup. React escapes every value it puts
 * in text or in an attribute, so a name, a subject or an event's title typed by anyone stays text wherever it
 * goes; nothing here builds HTML by joining strings.
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A whole page (an `<html>` element). React writes no doctype, and without one a browser uses quirks mode. */
export function renderPage(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

/**
 * The HTML part of an e-mail: `body` in the document every message of the newsroom shares. Its look is inline
 * styles, because mail clients drop `<style>` blocks.
 */
export function renderMailHtml(body: ReactNode): string {
  return renderPage(
    <html lang="pt-BR">
      <body style={{ fontFamily: 'Arial, sans-serif', color: '#1a1a1a' }}>{body}</body>
    </html>,
  );
}

/** One tag for a document made elsewhere (the `<head>` of the app's built index.html). */
export function renderTag(tag: ReactElement): string {
  return renderToStaticMarkup(tag);
}
