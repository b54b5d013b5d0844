import { describe, expect, it } from 'vitest';
import {
  newsIdOfPdfLink,
  pageOfPdfVariant,
  releasePdfLink,
  pdfFileName,
  pdfPageUrl,
  pdfVariantPath,
  publicPageUrl,
  shareLinks,
} from '../../src/domain/sharing';

describe('publicPageUrl', () => {
  it('joins the public address and the page path with one slash', () => {
    expect(publicPageUrl('https://imprensa.example', '/news/12')).toBe('https://imprensa.example/news/12');
    expect(publicPageUrl('https://imprensa.example/', '/news/12')).toBe('https://imprensa.example/news/12');
    expect(publicPageUrl('https://imprensa.example', 'news/12')).toBe('https://imprensa.example/news/12');
  });

  it('never carries the query (a preview token) or the hash', () => {
    expect(publicPageUrl('https://imprensa.example', '/cars/car/1?token=segredo#versoes')).toBe(
      'https://imprensa.example/cars/car/1',
    );
  });
});

describe('shareLinks', () => {
  const url = 'https://imprensa.example/cars/version/1/2';
  const links = shareLinks(url, 'T-Cross Highline & cia');
  const href = (network: string) => links.find((link) => link.network === network)!.href;

  it('gives the five networks of the spec, named in Portuguese', () => {
    expect(links.map((link) => link.network)).toEqual(['x', 'facebook', 'linkedin', 'whatsapp', 'email']);
    expect(links.map((link) => link.label)).toEqual([
      'Compartilhar no X (Twitter)',
      'Compartilhar no Facebook',
      'Compartilhar no LinkedIn',
      'Compartilhar no WhatsApp',
      'Compartilhar por e-mail',
    ]);
  });

  it('carries the page address, encoded, in each', () => {
    const encoded = encodeURIComponent(url);
    expect(href('x')).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent('T-Cross Highline & cia')}`,
    );
    expect(href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(href('whatsapp')).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`T-Cross Highline & cia ${url}`)}`,
    );
    expect(href('email')).toBe(
      `mailto:?subject=${encodeURIComponent('T-Cross Highline & cia')}&body=${encodeURIComponent(
        `T-Cross Highline & cia ${url}`,
      )}`,
    );
    for (const link of links) expect(new URL(link.href).searchParams.toString()).not.toContain('&cia');
  });

  it('shares the bare address when the page has no title', () => {
    const bare = shareLinks(url, '');
    expect(bare[0]!.href).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`);
    expect(bare[3]!.href).toBe(`https://api.whatsapp.com/send?text=${encodeURIComponent(url)}`);
  });
});

describe('PDF paths and names', () => {
  it('adds /pdf to a page path and takes it off again, in any case', () => {
    expect(pdfVariantPath('/cars/version/1/2')).toBe('/cars/version/1/2/pdf');
    expect(pdfVariantPath('/news/12/?token=x')).toBe('/news/12/pdf');
    expect(pageOfPdfVariant('/cars/version/1/2/pdf')).toBe('/cars/version/1/2');
    expect(pageOfPdfVariant('/news/12/PDF')).toBe('/news/12');
  });

  it("prints a preview's /pdf variant with its token, and a public page's without any query", () => {
    expect(pdfPageUrl('https://imprensa.example/', '/news/124', 'a b&c')).toBe(
      'https://imprensa.example/news/124/pdf?token=a%20b%26c',
    );
    expect(pdfPageUrl('https://imprensa.example', '/news/124?token=stale')).toBe(
      'https://imprensa.example/news/124/pdf',
    );
  });

  it('names the file after the title, without accents or odd characters', () => {
    expect(pdfFileName('T-Cross Highline 1.4 TSI')).toBe('t-cross-highline-1-4-tsi.pdf');
    expect(pdfFileName('Fábrica de São Bernardo do Campo')).toBe('fabrica-de-sao-bernardo-do-campo.pdf');
    expect(pdfFileName('***')).toBe('aurora-imprensa.pdf');
    expect(pdfFileName('a'.repeat(120))).toHaveLength(84);
  });
});

describe("a press release's PDF link", () => {
  it('is the spec form, and reads back its news item from an absolute link or a path', () => {
    const link = releasePdfLink('https://imprensa.example/', 124);
    expect(link).toBe('https://imprensa.example/news/124/PDF');
    expect(newsIdOfPdfLink(link, 'https://imprensa.example')).toBe(124);
    expect(newsIdOfPdfLink('/news/7/pdf', 'https://imprensa.example')).toBe(7);
  });

  it.each([
    'https://outro.example/news/124/PDF',
    '/news/0/PDF',
    '/news/124/PDF?x=1',
    '/news/124',
    '/media/images/foto.jpg',
    '/news/12345678901/PDF',
  ])('names no release in %s', (link) => {
    expect(newsIdOfPdfLink(link, 'https://imprensa.example')).toBeNull();
  });
});
