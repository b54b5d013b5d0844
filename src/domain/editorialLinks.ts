/**
 * The links of the editors' texts (the toolbar's 'Link' of /redacao, and links pasted into the text): where a reader
 * can be sent. A web address (http or https, with a host a browser can reach by name), an e-mail (`mailto:`), a phone
 * (`tel:`, as pasted from a press release's contacts) or a page of the site ('/news/12'). Anything else ('nao é url',
 * 'javascript:…', 'ftp:…', '#ancora': the texts carry no anchors) is refused where it is typed, dropped where it is
 * pasted, and refused again by the server, so a text never carries a link that goes nowhere, or somewhere a reader
 * should not be sent.
 * Addresses are parsed with the WHATWG URL parser (the browser's and Node's own `URL`), not a pattern of ours.
 */
import { isEmailShape } from './email';

export const editorialLinkMessages = {
  /** Under the toolbar's address field. */
  notAnAddress:
    'Endereço inválido. Use um endereço da web (https://…), um e-mail (mailto:…) ou um domínio como www.exemplo.com.br.',
  /** The server's answer for a text whose link is none of those (naming the field). */
  badLinkInText: (href: string, field: string) =>
    `O link "${href}" não é um endereço válido (campo ${field}): use https://…, mailto:… ou uma página do site.`,
} as const;

/** A host reached by name: dot-separated labels of letters, digits and hyphens, ending in a real top-level name. */
const hostName = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function isWebAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && hostName.test(url.hostname);
}

function isMailAddress(address: string): boolean {
  const recipient = address.slice('mailto:'.length).split('?')[0] ?? '';
  try {
    return isEmailShape(decodeURIComponent(recipient));
  } catch {
    return false;
  }
}

/** A phone number as a `tel:` link writes it: digits, an optional leading +, and the usual separators. */
const phoneLink = /^tel:\+?\d[\d().-]{5,}$/i;

/**
 * Whether a stored link's `href` sends a reader somewhere: a web address, a `mailto:` with an e-mail, a `tel:` or a
 * page of the site. Written as the toolbar writes it (`editorialLinkOf`); the server holds every text's links to it.
 */
export function isEditorialLinkHref(href: string): boolean {
  // Spaces never belong in an address the editor wrote; a crafted one could hide a scheme behind them.
  if (href === '' || /\s/.test(href)) return false;
  if (/^https?:/i.test(href)) return isWebAddress(href);
  if (/^mailto:/i.test(href)) return isMailAddress(href);
  if (/^tel:/i.test(href)) return phoneLink.test(href);
  // A page of the site, not another host ('//host' is a web address without its scheme, '/\host' too in browsers).
  return /^\/(?![/\\])/.test(href);
}

/** A scheme before the colon ('ftp:', 'javascript:'), not a host's port ('www.exemplo.com.br:8080'). */
const otherScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address typed in the toolbar as the link's `href`, or null when it is no address. 'www.exemplo.com.br' (or
 * 'exemplo.com.br/pagina') is a site, not a page of ours named so: `https://` is added. An empty field is ''
 * (the link is taken off).
 */
export function editorialLinkOf(typed: string): string | null {
  const address = typed.trim();
  if (address === '') return '';
  const href =
    /^(https?|mailto|tel):/i.test(address) || /^[/#]/.test(address) || otherScheme.test(address)
      ? address
      : `https://${address}`;
  return isEditorialLinkHref(href) ? href : null;
}
