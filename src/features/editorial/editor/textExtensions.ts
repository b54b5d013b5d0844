import type { Extensions } from '@tiptap/react';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from './pasteCleaning';
import { TextFigure } from './textFigure';

/**
 * What the text editor is made of: exactly the HTML src/domain/editorialHtml.ts lists (paragraphs, headings 2 and 3,
 * lists, quotes, bold, italic, links and, where the server checks them, pictures of the media). Anything else pasted
 * or loaded becomes paragraphs and plain text rather than HTML the server would refuse.
 */
export function editorialTextExtensions({ pictures }: { pictures: boolean }): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    // A click in the editor places the cursor; the link opens from the preview. A link is only its address: how it
    // opens (a new tab for another site) is the public page's decision (src/components/content/sanitizeHtml.ts). Not
    // inclusive: the full stop or comma typed right after a link's words is no part of the link (an address typed
    // in the text is still linked by the autolink once it is complete).
    Link.extend({ inclusive: () => false }).configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
    }),
    ...(pictures ? [TextFigure] : []),
  ];
}

/**
 * The editor's options beside its extensions. No paste rules: they would turn a pasted link's text into a link to
 * that text, losing the address the document gave it, and pasted asterisks into bold.
 */
export const editorialTextOptions = { enablePasteRules: false } as const;

/** The editor's handling of pasted HTML (Word, LibreOffice, Google Docs): cleaned into the list before parsing. */
export const editorialTextPaste = { transformPastedHTML: cleanPastedHtml };
