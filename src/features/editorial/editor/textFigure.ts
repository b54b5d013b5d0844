import { Node } from '@tiptap/react';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';

/** An inline picture of the text: a photo of the newsroom's media, what it shows (alt), its caption and credit. */
export interface TextFigureAttributes {
  src: string;
  alt: string;
  caption: string;
  credit: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textFigure: {
      /** Puts the picture where the cursor is, or replaces the picture selected. */
      setTextFigure: (attributes: TextFigureAttributes) => ReturnType;
    };
  }
}

const pictureOf = (element: HTMLElement) =>
  element.localName === 'img' ? element : element.querySelector('img');

/** The figcaption's words without the credit, spaces as the page shows them. */
function captionOf(element: HTMLElement): string {
  const figcaption = element.querySelector('figcaption');
  if (!figcaption) return '';
  const words = figcaption.cloneNode(true) as HTMLElement;
  words.querySelectorAll('small').forEach((credit) => credit.remove());
  return (words.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const creditOf = (element: HTMLElement) =>
  (element.querySelector('figcaption small')?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The picture is one piece of the text (an atom): chosen, captioned and credited from the toolbar's 'Imagem', moved
 * or deleted whole. Its HTML is `<figure><img><figcaption>caption<small>credit</small></figcaption></figure>`, the
 * shape src/domain/editorialHtml.ts lists; a bare `<img>` of an older text becomes a picture without caption.
 */
export const TextFigure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    // Each is written by renderHTML below, not as an attribute of <figure>.
    const rendered = { renderHTML: () => ({}) };
    return {
      src: {
        default: '',
        parseHTML: (element) => pictureOf(element)?.getAttribute('src') ?? '',
        ...rendered,
      },
      alt: {
        default: '',
        parseHTML: (element) => pictureOf(element)?.getAttribute('alt') ?? '',
        ...rendered,
      },
      caption: { default: '', parseHTML: captionOf, ...rendered },
      credit: { default: '', parseHTML: creditOf, ...rendered },
    };
  },

  parseHTML() {
    return [
      { tag: 'figure', getAttrs: (element) => (pictureOf(element)?.getAttribute('src') ? null : false) },
      { tag: 'img[src]' },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, caption, credit } = node.attrs as TextFigureAttributes;
    const picture: DOMOutputSpec = ['img', { src, alt }];
    if (!caption && !credit) return ['figure', picture];
    const words: (string | DOMOutputSpec)[] = [
      caption,
      ...(credit ? [['small', credit] as DOMOutputSpec] : []),
    ];
    return ['figure', picture, ['figcaption', ...words]];
  },

  addCommands() {
    return {
      setTextFigure:
        (attributes) =>
        ({ chain }) =>
          chain()
            .insertContent({ type: this.name, attrs: attributes })
            .command(({ tr }) => {
              // The picture ends up selected: what is typed next would replace it. The cursor goes on after it, in
              // the paragraph that follows or in a new one.
              const { selection } = tr;
              if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name)
                return true;
              const after = selection.to;
              if (!tr.doc.resolve(after).nodeAfter?.isTextblock)
                tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
              tr.setSelection(TextSelection.create(tr.doc, after + 1));
              return true;
            })
            .run(),
    };
  },
});
