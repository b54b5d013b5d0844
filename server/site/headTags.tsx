/**
 * The tags the server writes into the `<head>` of the app's built index.html, each rendered by React
 * (server/shared/html.tsx): whatever an editor typed, a title like `"><script>` stays text in an attribute.
 */
import { renderTag } from '../shared/html';

export const titleTag = (text: string) => renderTag(<title>{text}</title>);

export const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  renderTag(
    attribute === 'name' ? <meta name={key} content={content} /> : <meta property={key} content={content} />,
  );

export const canonicalTag = (href: string) => renderTag(<link rel="canonical" href={href} />);

export const feedLinkTag = (title: string, href: string) =>
  renderTag(<link rel="alternate" type="application/rss+xml" title={title} href={href} />);

export interface ImagePreload {
  /** One file; or the `srcset` and `sizes` the page draws the picture with. */
  href?: string;
  srcSet?: string;
  sizes?: string;
  /** A format some browsers lack (AVIF): a browser without it skips the preload. */
  type?: string;
}

export const imagePreloadTag = ({ href, srcSet, sizes, type }: ImagePreload) =>
  renderTag(
    <link
      rel="preload"
      as="image"
      type={type}
      href={href}
      imageSrcSet={srcSet}
      imageSizes={sizes}
      fetchPriority="high"
    />,
  );

/** JSON that can sit inside `<script>`: nothing in it can end the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org data, read by search engines and never run (the site's CSP runs no inline script anyway). */
export const jsonLdTag = (data: unknown) =>
  renderTag(<script type="application/ld+json">{jsonForScript(data)}</script>);
