/**
 * The plain text of the editors' HTML, for what shows outside the page: a description in the page head, a feed's
 * summary, the share card the editor previews. Written with regular expressions rather than a DOM, so the server and
 * the browser read a text the same way.
 */

/** `text` cut to at most `max` characters at a word's end, with '…' when something was cut. */
export function clippedText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** Plain text of editor HTML: tags out, entities read, spaces collapsed, at most `max` characters. */
export function textOfHtml(html: string, max = 200): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return clippedText(text, max);
}

/** The first sentence of a plain text: up to the first '.', '!', '?' or '…' that ends a word; the whole if none. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?…](?=\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
}
