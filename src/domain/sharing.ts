/**
 * Links that leave the site for a page of it (spec sections 2 and 7): the page's public address, the five share
 * links and the PDF of a page. Pure, so the rules are tested without a browser; the public address comes from the
 * settings (`VITE_PUBLIC_URL`).
 */
import { titleSlug } from './fileNames';

/** The public address of a path of the site: 'https://imprensa.example' + '/news/12'. Query and hash are dropped,
 * so a preview `?token=` never leaves in a shared link. */
export function publicPageUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  const pathOnly = (path.split(/[?#]/, 1)[0] ?? '').replace(/^\/*/, '/');
  return `${base}${pathOnly}`;
}

export type ShareNetwork = 'x' | 'facebook' | 'linkedin' | 'whatsapp' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  /** The link's accessible name, in Portuguese. */
  label: string;
  href: string;
}

/**
 * The five share links of a page: microblogging (X), social network (Facebook), professional network (LinkedIn),
 * messaging (WhatsApp) and e-mail, each carrying the page's public address (and its title where the network
 * takes one).
 */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  const titled = encodeURIComponent(title ? `${title} ${pageUrl}` : pageUrl);
  return [
    {
      network: 'x',
      label: 'Compartilhar no X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${url}${title ? `&text=${text}` : ''}`,
    },
    {
      network: 'facebook',
      label: 'Compartilhar no Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    {
      network: 'linkedin',
      label: 'Compartilhar no LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    },
    {
      network: 'whatsapp',
      label: 'Compartilhar no WhatsApp',
      href: `https://api.whatsapp.com/send?text=${titled}`,
    },
    {
      network: 'email',
      label: 'Compartilhar por e-mail',
      href: `mailto:?subject=${text}&body=${titled}`,
    },
  ];
}

/** The `/pdf` variant of a page's path ('/news/12' -> '/news/12/pdf'). */
export function pdfVariantPath(path: string): string {
  return `${(path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '')}/pdf`;
}

/**
 * The address the PDF renderer prints for a page: the public address of its `/pdf` variant, with the preview token
 * the page was opened with, if any. A draft is shown only through its token: without it the printer finds no page.
 */
export function pdfPageUrl(publicUrl: string, path: string, previewToken?: string): string {
  const address = publicPageUrl(publicUrl, pdfVariantPath(path));
  return previewToken ? `${address}?token=${encodeURIComponent(previewToken)}` : address;
}

/** The page a `/pdf` variant prints ('/news/12/PDF' -> '/news/12'; paths match regardless of case). */
export function pageOfPdfVariant(path: string): string {
  return path.replace(/\/pdf\/?$/i, '') || '/';
}

/** A file name for a page's PDF: its title in lower case, accents dropped, words joined by hyphens. */
export function pdfFileName(title: string): string {
  return `${titleSlug(title)}.pdf`;
}

/**
 * A press release's PDF as a favorite carries it (spec section 7: `{urlEndpoint}/news/{id}/PDF`): the cart's zip prints
 * it when the zip is made, so it is the release as it reads then.
 */
export function releasePdfLink(publicUrl: string, newsId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/news/${newsId}/PDF`;
}

/** The news item whose PDF `link` names (absolute at `publicUrl`, or a path), or null when it names none. */
export function newsIdOfPdfLink(link: string, publicUrl: string): number | null {
  const base = publicUrl.replace(/\/+$/, '');
  const path =
    link.slice(0, base.length).toLowerCase() === base.toLowerCase() ? link.slice(base.length) : link;
  const match = /^\/news\/([1-9]\d{0,9})\/pdf$/i.exec(path);
  return match ? Number(match[1]) : null;
}
