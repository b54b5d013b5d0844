import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Content HTML made safe to render: DOMPurify keeps formatting, links, lists, tables and pictures and drops
 * scripts, event handlers (`<img onerror>`), `javascript:` links, styles and frames. An editor's account, or a
 * database someone got into, could otherwise run code in every visitor's session on the site.
 *
 * How a link opens is decided here, whatever the text says: a link to another site opens in a new tab, with
 * `rel="noopener noreferrer"` so the page it opens cannot reach back into ours nor learn which page sent the reader;
 * a link to the site itself opens in the same tab, as the site's own links do.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!(node instanceof Element) || node.tagName !== 'A') return;
      if (isOtherSite(node.getAttribute('href'))) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

/** Whether `href` leads to a web page of another site (an e-mail address or a page of ours does not). */
function isOtherSite(href: string | null): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}
