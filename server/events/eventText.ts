/**
 * What the events' e-mails and calendar entries say about an event, as plain text: a calendar's DESCRIPTION and an
 * e-mail's text part can't show the editors' HTML, but their paragraphs should survive.
 */

const entities: Record<string, string> = {
  '&nbsp;': ' ',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** Editor HTML as plain text: block ends and `<br>` become line breaks, tags go, entities are read. */
export function plainTextOfHtml(html: string): string {
  return (
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      // A block ends its paragraph; an item only its line.
      .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
      .replace(/<\/li>/gi, '\n')
      .replace(/<li[^>]*>/gi, '- ')
      .replace(/<[^>]*>/g, '')
      // &amp; last, so '&amp;lt;' stays the text '&lt;'.
      .replace(/&(nbsp|quot|#39|apos|lt|gt);/g, (entity) => entities[entity] ?? entity)
      .replace(/&amp;/g, '&')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The events area of the site, where a guest sees and answers every invitation. */
export const eventAreaUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/eventos`;
