import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** HTML from content (a description, a text block): sanitised here before it reaches the page. */
  html: string;
  className?: string;
  /** The element that wraps the HTML; a div unless the HTML sits inside a phrase. */
  as?: 'div' | 'span';
}

/** Renders content HTML, never unsanitised: the server refuses scripts too, but the page does not rely on it. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
