/**
 * Text for an XML element or attribute (the sitemap, the RSS feed). React writes HTML, not XML (no namespaced
 * names like `atom:link`, no `<?xml?>` declaration), so the feeds are written as text with this one escape.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
