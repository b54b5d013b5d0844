/**
 * The news text editor against the server's rules: whatever the editor can make, the server accepts and the editor
 * reads back the same (a property over random documents), and text pasted from Word, LibreOffice and Google Docs
 * becomes that same HTML, without the programs' look.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Editor, type JSONContent } from '@tiptap/react';
import { assertEditorialHtml } from '../../../server/content/contentHtml';
import { editorialElements } from '../../../src/domain/editorialHtml';
import {
  editorialTextExtensions,
  editorialTextOptions,
  editorialTextPaste,
} from '../../../src/features/editorial/editor/textExtensions';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function newEditor(content: JSONContent | string): Editor {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: editorialTextExtensions({ pictures: true }),
    ...editorialTextOptions,
    editorProps: editorialTextPaste,
    content,
  });
  editors.push(editor);
  return editor;
}

// Words with the characters HTML must escape, accents, and nothing that whitespace rules would change.
const word = fc.string({
  unit: fc.constantFrom('a', 'e', 'ç', 'ã', 'É', '1', '<', '>', '&', '"', "'", '/', '–'),
  minLength: 1,
  maxLength: 6,
});
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));
const href = fc.constantFrom(
  'https://www.aurora.com.br/volt',
  '/news/12',
  'mailto:imprensa@aurora.com.br',
  'https://example.com/a?b=1&c=2',
);
const marks = fc.record({ bold: fc.boolean(), italic: fc.boolean(), link: fc.option(href, { nil: null }) });

/** A run of text: chunks with their marks, joined where two neighbours have the same (the editor joins them too). */
const inline = fc
  .array(fc.record({ text: words, marks, breakBefore: fc.boolean() }), { minLength: 0, maxLength: 4 })
  .map((chunks) => {
    const content: JSONContent[] = [];
    let lastKey: string | null = null;
    for (const [index, chunk] of chunks.entries()) {
      const key = JSON.stringify(chunk.marks);
      const last = content.at(-1);
      if (chunk.breakBefore && index > 0) {
        content.push({ type: 'hardBreak' });
      } else if (last?.type === 'text' && key === lastKey) {
        last.text = `${last.text ?? ''} ${chunk.text}`;
        continue;
      }
      content.push({
        type: 'text',
        text: chunk.text,
        marks: [
          ...(chunk.marks.bold ? [{ type: 'bold' }] : []),
          ...(chunk.marks.italic ? [{ type: 'italic' }] : []),
          ...(chunk.marks.link ? [{ type: 'link', attrs: { href: chunk.marks.link } }] : []),
        ],
      });
      lastKey = key;
    }
    return content;
  });

const paragraph = inline.map((content): JSONContent => ({ type: 'paragraph', content }));
const heading = fc
  .record({ level: fc.constantFrom(2, 3), content: inline })
  .map(({ level, content }): JSONContent => ({ type: 'heading', attrs: { level }, content }));
const figure = fc
  .record({
    src: fc.constantFrom('/media/images/volt.jpg', '/media/albums%2012/tera%20frente.jpg'),
    alt: fc.option(words, { nil: '' }),
    caption: fc.option(words, { nil: '' }),
    credit: fc.option(words, { nil: '' }),
  })
  .map((attrs): JSONContent => ({ type: 'figure', attrs }));

const { block } = fc.letrec<{ block: JSONContent; list: JSONContent; item: JSONContent; quote: JSONContent }>(
  (tie) => ({
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      paragraph,
      heading,
      figure,
      tie('list'),
      tie('quote'),
    ),
    list: fc.oneof(
      fc
        .array(tie('item'), { minLength: 1, maxLength: 3 })
        .map((items) => ({ type: 'bulletList', content: items })),
      fc
        .record({
          start: fc.integer({ min: 1, max: 9 }),
          items: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
        })
        .map(({ start, items }) => ({ type: 'orderedList', attrs: { start }, content: items })),
    ),
    item: fc
      .record({ first: paragraph, nested: fc.option(tie('list'), { nil: null, freq: 3 }) })
      .map(({ first, nested }) => ({ type: 'listItem', content: nested ? [first, nested] : [first] })),
    quote: fc
      .array(fc.oneof(paragraph, tie('list')), { minLength: 1, maxLength: 2 })
      .map((content) => ({ type: 'blockquote', content })),
  }),
);
const documents = fc
  .array(block, { minLength: 1, maxLength: 5 })
  .map((content) => ({ type: 'doc', content }));

/** Every element and attribute of `html`, as `tag` and `tag[attribute]`. */
function partsOf(html: string): Set<string> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const parts = new Set<string>();
  for (const element of holder.querySelectorAll('*')) {
    parts.add(element.localName);
    for (const attribute of element.attributes) parts.add(`${element.localName}[${attribute.name}]`);
  }
  return parts;
}

const listed = new Set(
  Object.entries(editorialElements).flatMap(([tag, attributes]) => [
    tag,
    ...attributes.map((attribute) => `${tag}[${attribute}]`),
  ]),
);

describe('the news text editor', () => {
  it('writes only the listed HTML, which the server keeps and the editor reads back as the same document', () => {
    fc.assert(
      fc.property(documents, (json) => {
        const written = newEditor(json);
        const html = written.getHTML();
        for (const part of partsOf(html)) expect(listed, html).toContain(part);
        expect(assertEditorialHtml(html, 'Texto', '/media')).toBe(html);
        const read = newEditor(html);
        expect(read.getJSON()).toEqual(written.getJSON());
        expect(read.getHTML()).toBe(html);
        editors.splice(0).forEach((editor) => editor.destroy());
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('writes a link as its address only, made from the toolbar or typed in the text', () => {
    const editor = newEditor('<p>Veja o site</p>');
    editor.chain().setTextSelection({ from: 6, to: 13 }).setLink({ href: 'https://www.aurora.com.br' }).run();
    expect(editor.getHTML()).toBe('<p>Veja <a href="https://www.aurora.com.br">o site</a></p>');
    editor.commands.setContent('<p>Mais em</p>');
    // Typed: the address, then a space, which makes it a link.
    editor.commands.focus('end');
    editor.commands.insertContent(' www.aurora.com.br');
    editor.commands.insertContent(' ');
    editor.commands.insertContent('hoje');
    expect(editor.getHTML()).toBe(
      '<p>Mais em <a href="https://www.aurora.com.br">www.aurora.com.br</a> hoje</p>',
    );
  });
});

const clipboard = (name: string) => readFileSync(`tests/fixtures/clipboard/${name}`, 'utf8');

/** The editor's HTML after pasting `html` into an empty text. */
function pasted(html: string): string {
  const editor = newEditor('');
  // jsdom has no ClipboardEvent; the editor only passes it on to its paste handlers.
  editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);
  return editor.getHTML();
}

const junk = /mso-|class=|style=|<span|<font|<o:p|<table|<td|<img|<b[ >]|<i>|docs-internal|&lt;!|\[if|endif/i;

describe('text pasted from an office program', () => {
  it('keeps Word’s headings, lists (made from its list paragraphs), bold, italic and link, and none of its look', () => {
    const html = pasted(clipboard('word.html'));
    expect(html).not.toMatch(junk);
    expect(html).toContain('<h2>Aurora Volt chega às concessionárias</h2>');
    expect(html).toContain('<strong>Aurora Veículos</strong>');
    expect(html).toContain('<em>Volt</em>');
    expect(html).toMatch(/<a href="https:\/\/www\.aurora\.com\.br\/volt">www\.aurora\.com\.br\/volt<\/a>/);
    expect(html).toContain(
      '<ul><li><p>Autonomia de 420 km</p></li><li><p>Recarga rápida em <strong>30 minutos</strong></p></li></ul>',
    );
    expect(html).toContain('<h2>Cronograma</h2>');
    expect(html).toContain(
      '<ol><li><p>Pré-venda em janeiro</p><ol><li><p>Nas capitais</p></li></ol></li><li><p>Entregas em março</p></li></ol>',
    );
    // The layout table's cells, as paragraphs; no empty spacer paragraph, no list marker left in the text.
    expect(html).toContain('<p><strong>Assessoria de imprensa</strong></p><p>imprensa@aurora.com.br</p>');
    expect(html).not.toMatch(/<p><\/p><p>|·|1\.\s/);
    expect(assertEditorialHtml(html, 'Texto', '/media')).toBe(html);
  });

  it('keeps LibreOffice’s heading, lists, bold, italic and link, without its fonts', () => {
    const html = pasted(clipboard('libreoffice.html'));
    expect(html).not.toMatch(junk);
    expect(html).toContain('<h2>Fábrica de Taubaté amplia turno</h2>');
    expect(html).toContain('<strong>três turnos</strong>');
    expect(html).toContain('<em>fevereiro</em>');
    expect(html).toMatch(/<strong><em>600 novas vagas<\/em><\/strong>/);
    expect(html).toContain('<a href="https://carreiras.aurora.com.br/">carreiras.aurora.com.br</a>');
    expect(html).toContain(
      '<ul><li><p>Montagem final</p></li><li><p>Pintura</p><ul><li><p>Cabine nova</p></li></ul></li></ul>',
    );
    expect(html).toContain('<ol><li><p>Contratação</p></li><li><p>Treinamento</p></li></ol>');
    expect(html).toContain('<p>Local: Taubaté (SP)</p><p>Início: 02/02/2027</p>');
    expect(assertEditorialHtml(html, 'Texto', '/media')).toBe(html);
  });

  it('keeps Google Docs’ heading, lists and the bold and italic of its styles, not its non-bold wrapper', () => {
    const html = pasted(clipboard('google-docs.html'));
    expect(html).not.toMatch(junk);
    expect(html).toContain('<h2>Aurora no Salão do Automóvel</h2>');
    expect(html).toContain(
      '<p>A marca leva ao salão o <strong>Tera conceito</strong> e a picape <em>Bravia</em>.',
    );
    expect(html).toContain('<a href="https://www.salaodoautomovel.com.br/">salaodoautomovel.com.br</a>');
    expect(html).toContain(
      '<ul><li><p>Estande de 800 m²</p></li><li><p>Test drive do <strong>Volt</strong></p></li></ul>',
    );
    expect(html).toContain('<ol><li><p>Credenciamento</p></li><li><p>Coletiva às 10h</p></li></ol>');
    expect(html).toContain('<p><strong>Pavilhão</strong></p><p>Distrito Anhembi, São Paulo</p>');
    expect(html).not.toContain('googleusercontent');
    expect(assertEditorialHtml(html, 'Texto', '/media')).toBe(html);
  });
});
