/**
 * Which page `POST pdf/chrome/url` may print: a page of our own public site, and nothing else. The renderer only ever
 * loads the path and query of the address from this same server (loopback), so the host named in the request is
 * never contacted; it is still checked, so a request meant for another site is refused rather than quietly
 * answered with a page of ours. An attacker would otherwise try `file:///etc/passwd`, `http://169.254.169.254/`
 * (cloud metadata), `http://ourhost@evil.test/`, or a path of ours that is not a page (`/api/...` with someone's
 * token in the query, `/media/...`) to make the server fetch or print something it should not.
 */
import { DomainError } from '../shared/domainError';
import { matchAppRoute } from '../site/appRoutes';

export const pdfAddressMessages = {
  invalid: 'Endereço inválido para o PDF: informe o endereço de uma página deste site.',
  foreign: 'Só é possível gerar PDF de páginas deste site.',
  notAPage: 'Este endereço não é uma página do site: não é possível gerar o PDF dele.',
} as const;

export interface PageToPrint {
  /** Path and query exactly as asked (percent-encoding kept), always starting with a single '/'. */
  pathAndQuery: string;
  /** What identifies the page for reuse: the path in lower case (routes match regardless of case) and the query. */
  key: string;
}

/**
 * `raw` is an absolute http(s) address of one of `ownOrigins` (the public address, and the one the request came
 * to), or a path starting with '/'.
 */
export function pageToPrint(raw: string, ownOrigins: readonly string[]): PageToPrint {
  const text = raw.trim();
  // A scheme-relative '//host/...' (or '/\\host', which browsers read alike) names another host.
  if (/^[/\\]{2}/.test(text)) throw new DomainError(400, pdfAddressMessages.foreign);
  // A relative 'news/1' has no meaning on the server: it fails to parse below.
  const isPath = text.startsWith('/');
  let url: URL;
  try {
    url = new URL(text, isPath ? ownOrigins[0] : undefined);
  } catch {
    throw new DomainError(400, pdfAddressMessages.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DomainError(400, pdfAddressMessages.invalid);
  // 'http://newsroom@evil.test/' goes to evil.test; 'http://evil@newsroom/' is ours but says something odd: both out.
  if (url.username || url.password) throw new DomainError(400, pdfAddressMessages.foreign);
  if (!isPath && !ownOrigins.includes(url.origin)) throw new DomainError(400, pdfAddressMessages.foreign);

  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw new DomainError(400, pdfAddressMessages.invalid);
  }
  // Only a route of the app's table is a page. The router decodes before matching, so '/%61pi/...' is '/api/...';
  // encoded dots or slashes would climb out.
  if (
    !matchAppRoute(decoded) ||
    /[\\\p{Cc}]/u.test(decoded) ||
    decoded.includes('//') ||
    /(^|\/)\.\.?(\/|$)/.test(decoded)
  ) {
    throw new DomainError(400, pdfAddressMessages.notAPage);
  }
  return { pathAndQuery: url.pathname + url.search, key: url.pathname.toLowerCase() + url.search };
}

/** A file name a browser can save: letters, digits, '-', '_', '.', ending in '.pdf'; from the page path if none. */
export function pdfFileName(asked: string | undefined, pathAndQuery: string): string {
  const fromPath = pathAndQuery
    .split('?')[0]!
    .replace(/\/pdf$/i, '')
    .replace(/^\//, '');
  const base = (asked?.trim() || fromPath || 'pagina')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || 'pagina'}.pdf`;
}
