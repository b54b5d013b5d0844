import { describe, expect, it } from 'vitest';
import { checkEditorialNews, fieldOfNewsRefusal } from '../../src/domain/editorialNews';
import { clippedText, firstSentence } from '../../src/domain/htmlText';
import {
  checkNewsShare,
  defaultMetaDescription,
  newsShareMessages,
  newsShareView,
  slugOfTitle,
} from '../../src/domain/newsSharing';
import { previewLinkExpiry, previewLinkOpen } from '../../src/domain/previewLinks';

describe('the share fields of a news item', () => {
  it('take a slug of lower-case letters, digits and single hyphens, at most 80, never the print variant’s word', () => {
    for (const slug of ['', 'aurora-volt', 'volt-2027', 'a', `${'a'.repeat(40)}-${'b'.repeat(39)}`])
      expect(checkNewsShare({ slug }), slug).toBeNull();
    for (const slug of [
      'Aurora',
      'aurora volt',
      'açaí',
      'aurora--volt',
      '-volt',
      'volt-',
      'volt_2027',
      'a/b',
    ])
      expect(checkNewsShare({ slug }), slug).toEqual({
        field: 'slug',
        message: newsShareMessages.slugInvalid,
      });
    expect(checkNewsShare({ slug: 'a'.repeat(81) })).toEqual({
      field: 'slug',
      message: newsShareMessages.slugLong,
    });
    expect(checkNewsShare({ slug: 'pdf' })).toEqual({
      field: 'slug',
      message: newsShareMessages.slugReserved,
    });
  });

  it('take a meta description of at most 160 characters and a share title of at most 90', () => {
    expect(checkNewsShare({ metaDescription: 'x'.repeat(160), shareTitle: 'x'.repeat(90) })).toBeNull();
    expect(checkNewsShare({ metaDescription: 'x'.repeat(161) })?.field).toBe('metaDescription');
    expect(checkNewsShare({ shareTitle: 'x'.repeat(91) })?.field).toBe('shareTitle');
  });

  it('are checked with the rest of the item, and a refusal in their words names its field', () => {
    const item = {
      title: 'T',
      subtitle: '',
      description: '<p>x</p>',
      newsDate: '2026-11-20',
      associations: [],
    };
    expect(checkEditorialNews({ ...item, slug: 'Volt' })).toEqual({
      field: 'slug',
      message: newsShareMessages.slugInvalid,
    });
    expect(fieldOfNewsRefusal(newsShareMessages.slugTaken)).toBe('slug');
    expect(fieldOfNewsRefusal(newsShareMessages.shareImageUnknown)).toBe('shareMediaId');
    expect(fieldOfNewsRefusal('Outra coisa.')).toBeNull();
  });

  it('default to the title’s slug, the title, and the subtitle or the text’s first sentence', () => {
    expect(slugOfTitle('Aurora Volt: pré-venda em São Paulo!')).toBe('aurora-volt-pre-venda-em-sao-paulo');
    expect(slugOfTitle('!!!')).toBe('');
    expect(slugOfTitle('PDF')).toBe('');
    expect(slugOfTitle('x'.repeat(100))).toHaveLength(80);
    const item = {
      title: 'Aurora Volt chega',
      subtitle: '  O elétrico   compacto ',
      description: '<p>Primeira frase. Segunda.</p>',
    };
    expect(newsShareView(item)).toEqual({
      slug: 'aurora-volt-chega',
      shareTitle: 'Aurora Volt chega',
      metaDescription: 'O elétrico compacto',
    });
    expect(newsShareView({ ...item, subtitle: '' }).metaDescription).toBe('Primeira frase.');
    expect(newsShareView({ ...item, slug: 'volt', shareTitle: 'Volt!', metaDescription: 'Desc.' })).toEqual({
      slug: 'volt',
      shareTitle: 'Volt!',
      metaDescription: 'Desc.',
    });
    const long = defaultMetaDescription('', `<p>${'palavra '.repeat(40)}fim.</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('palavra…')).toBe(true);
  });

  it('read a sentence as a person does', () => {
    expect(firstSentence('O preço é R$ 1.5 mil. Depois.')).toBe('O preço é R$ 1.5 mil.');
    expect(firstSentence('Sem ponto')).toBe('Sem ponto');
    expect(firstSentence('Chegou! E mais.')).toBe('Chegou!');
    expect(clippedText('curto', 160)).toBe('curto');
  });
});

describe('a preview link', () => {
  it('opens its draft for 7 days after it is made, and never without an expiry', () => {
    const made = new Date('2026-11-20T12:00:00Z');
    const expiry = previewLinkExpiry(made);
    expect(expiry.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(previewLinkOpen(expiry, new Date('2026-11-27T11:59:59Z'))).toBe(true);
    expect(previewLinkOpen(expiry, expiry)).toBe(false);
    expect(previewLinkOpen(null, made)).toBe(false);
  });
});
