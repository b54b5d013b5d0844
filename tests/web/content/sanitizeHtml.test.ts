/** How the public page shows the news text's links and pictures, whatever the stored HTML says about them. */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/components/content/sanitizeHtml';

const rendered = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder;
};

describe('sanitizeHtml', () => {
  it('opens a link to another site in a new tab that cannot reach back, and the site’s own in the same tab', () => {
    const page = rendered(
      '<p><a href="https://www.aurora.com.br">site</a> <a href="/news/12">notícia</a> ' +
        `<a href="${window.location.origin}/news" target="_blank" rel="opener">lista</a> ` +
        '<a href="mailto:imprensa@aurora.com.br">e-mail</a></p>',
    );
    const link = (name: string) => [...page.querySelectorAll('a')].find((a) => a.textContent === name)!;
    expect(link('site').getAttribute('target')).toBe('_blank');
    expect(link('site').getAttribute('rel')).toBe('noopener noreferrer');
    for (const own of ['notícia', 'lista', 'e-mail']) {
      expect(link(own).hasAttribute('target'), own).toBe(false);
      expect(link(own).hasAttribute('rel'), own).toBe(false);
    }
  });

  it('keeps a picture with its caption and credit', () => {
    const html =
      '<figure><img src="/media/images/volt.jpg" alt="O Volt"><figcaption>Na fábrica<small>Ana Lima</small>' +
      '</figcaption></figure>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
