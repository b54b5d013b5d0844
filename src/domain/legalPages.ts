/**
 * The legal pages of spec section 2, under /termos-legais/. Their addresses keep the original site's spelling
 * (`termoNews`, `Cookies`), but a visitor may type them in any case: they are matched regardless of it.
 */
export const legalPageSlugs = [
  'imprint',
  'privacypolicy',
  'termoNews',
  'termoDownload',
  'Cookies',
  'Policies',
] as const;

export type LegalPageSlug = (typeof legalPageSlugs)[number];

/** The page an address segment names, in any case; null for anything else. */
export function legalPageFromPath(segment: string | undefined): LegalPageSlug | null {
  if (!segment) return null;
  const wanted = segment.toLowerCase();
  return legalPageSlugs.find((slug) => slug.toLowerCase() === wanted) ?? null;
}
