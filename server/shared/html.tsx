/**
 * The one way the server writes HTML: React elements rendered to static markup. React escapes every value it puts
 * in text or in an attribute, so a name, a subject or an event's title typed by anyone stays text wherever it
 * goes; nothing here builds HTML by joining strings.
 */
import type { FastifyReply } from 'fastify';
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

/** Answers a page of the server's own (the provider's forms, the invitation pages): never kept by a cache. */
export function sendPage(reply: FastifyReply, status: number, page: ReactElement) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage(page));
}

/** A form field or query value as one string ('' when missing, or sent twice and so a list). */
export function formValue(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
