import { isEditorialAttribute, type EditorialElement } from '../../../domain/editorialHtml';
import { isEditorialLinkHref } from '../../../domain/editorialLinks';

/**
 * Text pasted from Word, LibreOffice or Google Docs, made into the HTML the editor writes (src/domain/editorialHtml.ts)
 * before the editor reads it. Their clipboard HTML carries the look of the document (fonts, sizes, margins, `mso-`
 * styles, classes, `<font>`, `<o:p>`, conditional comments), which the text must not keep; what it means is kept:
 * bold and italic, even when only a style says so (Google Docs' spans, its non-bold `<b>` wrapper), headings, lists
 * (Word's are paragraphs with a typed marker, made real lists here), quotes and links. A layout table becomes its
 * cells' paragraphs. Pictures are dropped: a text shows only photos of the newsroom's media, chosen in 'Imagem'.
 */
export function cleanPastedHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const out = document.createElement('div');
  cleanChildren(source.body, out);
  return out.innerHTML;
}

/** Elements whose content is never text of the document. */
const dropped = new Set([
  'head',
  'style',
  'script',
  'template',
  'meta',
  'link',
  'title',
  'xml',
  'o:p',
  'img',
  'picture',
  'svg',
  'video',
  'audio',
  'iframe',
  'object',
  'embed',
  'button',
  'input',
  'select',
  'textarea',
  'colgroup',
  'col',
  'caption',
]);
const blocks = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'figure']);
const headingOf: Record<string, EditorialElement> = {
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
};

const styleOf = (element: Element, property: string): string =>
  element instanceof HTMLElement ? element.style.getPropertyValue(property).trim().toLowerCase() : '';

/** Word's list paragraphs: `mso-list: l0 level2 lfo1` in the style (jsdom and browsers keep it as text). */
const wordListLevel = (element: Element): number | null => {
  if (element.localName !== 'p') return null;
  const found = /mso-list:\s*l\d+\s+level(\d+)/i.exec(element.getAttribute('style') ?? '');
  return found ? Number(found[1]) : null;
};

const isWordListMarker = (element: Element) =>
  /mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '');

function isBold(element: Element): boolean {
  const weight = styleOf(element, 'font-weight');
  if (weight) return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  return element.localName === 'b' || element.localName === 'strong';
}

function isItalic(element: Element): boolean {
  const style = styleOf(element, 'font-style');
  if (style) return style === 'italic' || style === 'oblique';
  return element.localName === 'i' || element.localName === 'em';
}

function make(tag: EditorialElement): HTMLElement {
  return document.createElement(tag);
}

/** The address of a pasted link when it is one a reader can follow (src/domain/editorialLinks.ts). */
function safeHref(element: Element): string | null {
  const href = element.getAttribute('href')?.trim();
  return href && isEditorialLinkHref(href) ? href : null;
}

const hasText = (element: Element) => (element.textContent ?? '').replace(/[\s\u00a0]/g, '') !== '';

/** Appends `child` unless it is a block with nothing to read (Word's `<p><o:p>&nbsp;</o:p></p>` spacers). */
function appendBlock(out: Element, child: HTMLElement) {
  if (child.localName === 'ul' || child.localName === 'ol' ? child.childElementCount > 0 : hasText(child))
    out.append(child);
}

function cleanChildren(source: Node, out: Element) {
  const children = [...source.childNodes];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.nodeType === Node.TEXT_NODE) {
      out.append(child.textContent ?? '');
      continue;
    }
    if (!(child instanceof Element)) continue;
    if (wordListLevel(child) !== null) {
      // A run of Word's list paragraphs (and the white space or comments between them) is one list.
      let end = index;
      while (end + 1 < children.length && continuesWordList(children[end + 1]!)) end++;
      const run = children
        .slice(index, end + 1)
        .filter((node): node is Element => node instanceof Element && wordListLevel(node) !== null);
      out.append(wordList(run));
      index = end;
      continue;
    }
    cleanElement(child, out);
  }
}

const continuesWordList = (node: Node): boolean =>
  node instanceof Element
    ? wordListLevel(node) !== null
    : node.nodeType === Node.COMMENT_NODE || !(node.textContent ?? '').trim();

/** A list made of Word's list paragraphs: numbered when the first marker at a level is `1.`, `a)`, `iv.`… */
function wordList(paragraphs: Element[]): HTMLElement {
  const levels: { list: HTMLElement; level: number }[] = [];
  let root: HTMLElement | null = null;
  for (const paragraph of paragraphs) {
    const level = wordListLevel(paragraph)!;
    while (levels.length > 1 && levels.at(-1)!.level > level) levels.pop();
    const top = levels.at(-1);
    if (!top || top.level < level) {
      const marker = [...paragraph.querySelectorAll('*')].find(isWordListMarker)?.textContent ?? '';
      const list = make(/^\(?[0-9a-z]{1,5}[.)]/i.test(marker.replace(/[\s\u00a0]/g, '')) ? 'ol' : 'ul');
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else root = list;
      levels.push({ list, level });
    }
    const item = make('li');
    const words = make('p');
    cleanChildren(paragraph, words);
    item.append(words);
    levels.at(-1)!.list.append(item);
  }
  return root ?? make('ul');
}

function cleanElement(element: Element, out: Element) {
  const tag = element.localName;
  if (dropped.has(tag) || tag.includes(':') || isWordListMarker(element)) return;
  if (tag === 'table') return cleanTable(element, out);
  if (tag === 'br') {
    // A line break inside a paragraph stays; one between blocks (Google Docs puts one after each list) is not a
    // line of the text, and one in a table's cell separates words.
    out.append(out.closest('p, h2, h3, li') ? make('br') : ' ');
    return;
  }
  const heading = headingOf[tag];
  const block: EditorialElement | undefined =
    heading ??
    (tag === 'p' || tag === 'figcaption' || tag === 'dt' || tag === 'dd'
      ? 'p'
      : tag === 'ul' || tag === 'ol' || tag === 'li' || tag === 'blockquote'
        ? tag
        : undefined);
  if (block) {
    const made = make(block);
    const start = tag === 'ol' ? Number(element.getAttribute('start')) : NaN;
    if (start > 1 && isEditorialAttribute('ol', 'start')) made.setAttribute('start', String(start));
    cleanChildren(element, withMarks(element, made));
    if (block === 'li' || block === 'blockquote') out.append(made);
    else appendBlock(out, made);
    return;
  }
  if (tag === 'a') {
    const href = safeHref(element);
    if (!href) return cleanChildren(element, withMarks(element, out));
    const link = make('a');
    link.setAttribute('href', href);
    out.append(link);
    return cleanChildren(element, withMarks(element, link));
  }
  // A <div>, <span>, <font>, <section>…: its content stays, with the bold or italic its style gives.
  cleanChildren(element, withMarks(element, out));
}

/** Where `element`'s content goes: inside new <strong>/<em> appended to `out` when it is bold or italic. */
function withMarks(element: Element, out: HTMLElement | Element): Element {
  let inner = out;
  const inBlock = blocks.has(element.localName) || element.localName === 'div';
  // A block's bold (a heading's, Word's bold paragraph) is the block's look; only inline text takes marks.
  if (inBlock) return inner;
  if (isBold(element) && !closest(out, 'strong')) inner = appendTo(inner, make('strong'));
  if (isItalic(element) && !closest(out, 'em')) inner = appendTo(inner, make('em'));
  return inner;
}

const appendTo = (parent: Element, child: HTMLElement) => {
  parent.append(child);
  return child;
};

const closest = (element: Element, tag: string) => element.closest(tag) !== null;

/** A layout table: each cell's paragraphs, in reading order (row by row). */
function cleanTable(table: Element, out: Element) {
  for (const cell of table.querySelectorAll('td, th')) {
    if (cell.closest('table') !== table) continue;
    const holder = document.createElement('div');
    cleanChildren(cell, holder);
    const loose = [...holder.childNodes].every(
      (node) => !(node instanceof Element) || !blocks.has(node.localName),
    );
    if (loose) {
      const words = make('p');
      words.append(...holder.childNodes);
      appendBlock(out, words);
    } else out.append(...holder.childNodes);
  }
}
