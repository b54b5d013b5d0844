import { describe, expect, it } from 'vitest';
import { editorialLinkOf, isEditorialLinkHref } from '../../src/domain/editorialLinks';

describe('a link typed in the text toolbar', () => {
  it('takes web addresses, e-mails, phones and pages of the site as typed', () => {
    for (const typed of [
      'https://www.aurora.com.br',
      'http://aurora.com.br/imprensa?x=1#ficha',
      'HTTPS://WWW.AURORA.COM.BR/Volt',
      'https://são-paulo.com.br',
      'mailto:imprensa@aurora.com.br',
      'mailto:imprensa@aurora.com.br?subject=Ficha',
      'tel:+551155550000',
      '/news/12',
    ])
      expect(editorialLinkOf(typed), typed).toBe(typed);
  });

  it('makes a bare domain a site (https://), a port included', () => {
    expect(editorialLinkOf(' www.exemplo.com.br ')).toBe('https://www.exemplo.com.br');
    expect(editorialLinkOf('exemplo.com.br/pagina')).toBe('https://exemplo.com.br/pagina');
    expect(editorialLinkOf('www.exemplo.com.br:8080/x')).toBe('https://www.exemplo.com.br:8080/x');
  });

  it('answers an empty field as no link', () => {
    expect(editorialLinkOf('  ')).toBe('');
  });

  it('refuses what is no address', () => {
    for (const typed of [
      'nao é url',
      'aurora',
      'https://',
      'https://aurora',
      'https://nao é url',
      'http://www.aurora.com.br/a b',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://arquivos.aurora.com.br',
      'mailto:imprensa',
      'tel:abc',
      '#ficha',
      '//outro.site.com',
      '/\\outro.site.com',
    ])
      expect(editorialLinkOf(typed), typed).toBeNull();
  });
});

describe('a stored link', () => {
  it('is held to the same rule, without the toolbar’s https:// for a bare domain', () => {
    expect(isEditorialLinkHref('https://www.aurora.com.br')).toBe(true);
    expect(isEditorialLinkHref('www.aurora.com.br')).toBe(false);
    expect(isEditorialLinkHref('nao é url')).toBe(false);
    expect(isEditorialLinkHref('')).toBe(false);
  });
});
