/** The server's refusal of unsafe content HTML: no database, only the check every content write goes through. */
import { describe, expect, it } from 'vitest';
import { seedCars } from '../../server/seed/content/cars/allCars';
import { seedShortTexts } from '../../server/seed/content/shortTexts';
import { seedSections } from '../../server/seed/content/sections/allSections';
import { draftNews, draftVersion } from '../../server/seed/content/drafts';
import { assertEditorialHtml, assertSafeHtml, findUnsafeHtml } from '../../server/content/contentHtml';
import { DomainError } from '../../server/shared/domainError';

const refusal = (html: string, field = 'description') => {
  try {
    assertSafeHtml(html, field);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).statusCode).toBe(400);
    return (error as DomainError).message;
  }
  return undefined;
};

describe('assertSafeHtml', () => {
  it("keeps the editors' simple HTML as it is", () => {
    const html =
      '<p>O <strong>Aurora T-Cross</strong> tem <em>seis</em> airbags.</p><ul><li>Faróis full LED</li></ul>' +
      '<p><a href="https://www.aurora-veiculos.com.br/t-cross">Site</a> <img src="/media/images/a.jpg" alt="T-Cross"></p>' +
      '<h2>Ficha</h2><table><tr><td>Motor</td><td>1.0</td></tr></table><p style="text-align:center">–5 °C</p>';
    expect(assertSafeHtml(html, 'description')).toBe(html);
    expect(assertSafeHtml('', 'description')).toBe('');
    expect(assertSafeHtml('Texto sem marcação & 10% < 20%', 'text')).toBe('Texto sem marcação & 10% < 20%');
    // Comments are dropped by the app's DOMPurify anyway; pasted text often carries them.
    expect(findUnsafeHtml('<!-- Word --><p>x</p>')).toBeUndefined();
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', 'O conteúdo não pode conter scripts (campo description).'],
    [
      '<p>x</p><SCRIPT src="https://mal.example/x.js"></SCRIPT>',
      'O conteúdo não pode conter scripts (campo description).',
    ],
    ['<svg><script>alert(1)</script></svg>', 'O conteúdo não pode conter scripts (campo description).'],
    [
      '<iframe src="https://mal.example"></iframe>',
      'O conteúdo não pode conter elementos <iframe> (campo description).',
    ],
    ['<object data="x.swf"></object>', 'O conteúdo não pode conter elementos <object> (campo description).'],
    ['<embed src="x.swf">', 'O conteúdo não pode conter elementos <embed> (campo description).'],
    [
      '<img src="x.jpg" onerror="alert(1)">',
      'O conteúdo não pode conter atributos de evento (onerror) (campo description).',
    ],
    [
      '<p ONCLICK="alert(1)">x</p>',
      'O conteúdo não pode conter atributos de evento (onclick) (campo description).',
    ],
    [
      '<a href="javascript:alert(1)">x</a>',
      'O conteúdo não pode conter endereços javascript: ou data: (href) (campo description).',
    ],
    [
      '<a href=" JaVa&#x09;Script:alert(1)">x</a>',
      'O conteúdo não pode conter endereços javascript: ou data: (href) (campo description).',
    ],
    [
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      'O conteúdo não pode conter endereços javascript: ou data: (src) (campo description).',
    ],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      'O conteúdo não pode conter endereços javascript: ou data: (href) (campo description).',
    ],
    [
      '<form action="javascript:alert(1)"><button>x</button></form>',
      'O conteúdo não pode conter endereços javascript: ou data: (action) (campo description).',
    ],
    [
      '<p>x</p><style>body{display:none}</style><link rel="stylesheet" href="x.css">',
      'O conteúdo não pode conter elementos <link> (campo description).',
    ],
    [
      '<p>x</p><button form="f" formaction="data:text/html,x">y</button>',
      'O conteúdo não pode conter endereços javascript: ou data: (formaction) (campo description).',
    ],
  ])('refuses %s', (html, message) => {
    expect(refusal(html)).toBe(message);
  });

  it("keeps a link's target and rel, which the public page decides anyway", () => {
    const html =
      '<p><a href="https://www.aurora.com.br" target="_blank" rel="noopener noreferrer nofollow">Aurora</a></p>';
    expect(assertSafeHtml(html, 'Texto')).toBe(html);
    expect(refusal('<p target="_blank">x</p>')).toBe(
      'O conteúdo não pode conter o atributo target (campo description).',
    );
  });

  it('names the field it refuses', () => {
    expect(refusal('<script></script>', 'sideDescription')).toBe(
      'O conteúdo não pode conter scripts (campo sideDescription).',
    );
  });

  it('accepts every HTML text of the seed content', () => {
    const pages = [
      ...seedCars.flatMap((car) => [car, ...car.versions]),
      ...Object.values(seedSections).flat(),
    ];
    const texts = [
      ...pages.flatMap((page) => [
        page.description,
        page.sideDescription ?? '',
        ...page.blocks.flatMap((block) => (block.type === 1 ? [block.html] : [])),
      ]),
      ...seedShortTexts.flatMap((short) => [short.textMed, short.textLow]),
      draftNews.description,
      draftVersion.description,
    ];
    for (const html of texts) expect(findUnsafeHtml(html), html).toBeUndefined();
  });
});

describe('assertEditorialHtml (the news text)', () => {
  const everything =
    '<h2>Aurora Volt</h2><h3>Ficha</h3><p>O <strong>Volt</strong> é <em>elétrico</em>.<br>Veja ' +
    '<a href="https://www.aurora.com.br/volt">o site</a> e <a href="/news/12">a notícia</a>.</p>' +
    '<ul><li><p>Um</p><ol start="3"><li><p>Três</p></li></ol></li></ul><blockquote><p>Citação</p></blockquote>' +
    '<figure><img src="/media/images/volt%20frente.jpg" alt="O Volt de frente"><figcaption>Na fábrica' +
    '<small>Foto: Ana Lima</small></figcaption></figure>';

  it('keeps everything the editor writes, with pictures of the media', () => {
    expect(assertEditorialHtml(everything, 'Texto', '/media')).toBe(everything);
    const cdn = '<figure><img src="https://cdn.aurora.com.br/media/images/a.jpg" alt=""></figure>';
    expect(assertEditorialHtml(cdn, 'Texto', 'https://cdn.aurora.com.br/media')).toBe(cdn);
    expect(assertEditorialHtml('', 'Texto', '/media')).toBe('');
  });

  it.each([
    '<figure><img src="https://fotos.example/volt.jpg" alt=""></figure>',
    '<p><img src="//fotos.example/media/images/volt.jpg"></p>',
    '<p><img src="/media/../private/uploads/a.jpg"></p>',
    '<p><img src="/media/images/a.jpg?x=1"></p>',
    '<p><img src="/outra/images/a.jpg"></p>',
    '<p><img src="/media/images/a.jpg" srcset="https://fotos.example/a.jpg 2x"></p>',
    '<video poster="https://fotos.example/a.jpg"></video>',
  ])('refuses a picture that is not of the media: %s', (html) => {
    expect(() => assertEditorialHtml(html, 'Texto', '/media')).toThrow(
      "As imagens do texto devem ser fotos da redação, escolhidas em 'Imagem' (campo Texto).",
    );
  });

  it('refuses what no editor makes with the words it always had', () => {
    expect(() => assertEditorialHtml('<p>x</p><script>alert(1)</script>', 'Texto', '/media')).toThrow(
      'O conteúdo não pode conter scripts (campo Texto).',
    );
    expect(() =>
      assertEditorialHtml('<img src="/media/a/b.jpg" onerror="alert(1)">', 'Texto', '/media'),
    ).toThrow('O conteúdo não pode conter atributos de evento (onerror) (campo Texto).');
  });
});
