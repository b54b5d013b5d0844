import { Node, type Editor } from '@tiptap/react';
import { GapCursor } from '@tiptap/pm/gapcursor';
import type { DOMOutputSpec, Node as DocNode } from '@tiptap/pm/model';
import { NodeSelection, Plugin, Selection, TextSelection, type EditorState } from '@tiptap/pm/state';

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

/** The picture selected whole (after a click on it, or once inserted), or null. */
const selectedFigure = (state: EditorState, name: string) =>
  state.selection instanceof NodeSelection && state.selection.node.type.name === name
    ? state.selection
    : null;

/**
 * A cursor at `pos`, looking in `dir` for the nearest place to write; where there is none (the picture starts or ends
 * the text, or stands beside another picture), the gap beside it, where typing opens a paragraph.
 */
function cursorFrom(doc: DocNode, pos: number, dir: 1 | -1): Selection {
  const $pos = doc.resolve(pos);
  const text = TextSelection.findFrom($pos, dir, true);
  if (text && !betweenIsAtom(doc, pos, text.from)) return text;
  return $pos.parent.inlineContent ? (text ?? Selection.near($pos, dir)) : new GapCursor($pos);
}

/** Whether another picture stands between two positions: the cursor must not jump over it. */
function betweenIsAtom(doc: DocNode, a: number, b: number): boolean {
  let found = false;
  doc.nodesBetween(Math.min(a, b), Math.max(a, b), (node) => {
    if (node.isAtom && node.isBlock) found = true;
    return !found;
  });
  return found;
}

/**
 * The picture is one piece of the text (an atom): chosen, captioned and credited from the toolbar's 'Imagem', moved
 * or deleted whole. Its HTML is `<figure><img><figcaption>caption<small>credit</small></figcaption></figure>`, the
 * shape src/domain/editorialHtml.ts lists; a bare `<img>` of an older text becomes a picture without caption.
 *
 * Selected whole (a click on it), it is deleted only by Backspace or Delete: the keys that move (arrows, Home, End,
 * Page Up and Down, Ctrl+Home and Ctrl+End) leave it for a cursor beside it, or at the text's start or end, and a
 * letter typed over it goes after it. Left to the browser, some of them kept it selected, and the next letter
 * replaced the picture.
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

  addKeyboardShortcuts() {
    const leave =
      (where: (state: EditorState, figure: NodeSelection) => Selection) =>
      ({ editor }: { editor: Editor }) => {
        const figure = selectedFigure(editor.state, this.name);
        if (!figure) return false;
        editor.view.dispatch(editor.state.tr.setSelection(where(editor.state, figure)).scrollIntoView());
        return true;
      };
    const after = leave((state, figure) => cursorFrom(state.doc, figure.to, 1));
    const before = leave((state, figure) => cursorFrom(state.doc, figure.from, -1));
    const end = leave((state) => cursorFrom(state.doc, state.doc.content.size, -1));
    const start = leave((state) => cursorFrom(state.doc, 0, 1));
    return {
      ArrowRight: after,
      ArrowDown: after,
      End: after,
      PageDown: after,
      ArrowLeft: before,
      ArrowUp: before,
      Home: before,
      PageUp: before,
      'Mod-End': end,
      'Mod-Home': start,
    };
  },

  addProseMirrorPlugins() {
    const name = this.name;
    return [
      new Plugin({
        props: {
          // A letter typed while the picture is selected is written after it, not in its place.
          handleTextInput(view, _from, _to, text) {
            const figure = selectedFigure(view.state, name);
            if (!figure) return false;
            const tr = view.state.tr.setSelection(cursorFrom(view.state.doc, figure.to, 1));
            view.dispatch(tr.insertText(text).scrollIntoView());
            return true;
          },
        },
      }),
    ];
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
