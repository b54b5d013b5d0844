import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Content HTML made safe to render: DOMPurify keeps formatting, links, lists, tables and pictures and drops
 * scripts, event handlers (`<img onerror>`), `javascript:` links, styles and frames. An editor's account, or a
 * database someone got into, could otherwise run code in every visitor's session on the site. Links that open a
 * new window get `rel="noopener noreferrer"`, so the page they open cannot reach back into ours.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
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
