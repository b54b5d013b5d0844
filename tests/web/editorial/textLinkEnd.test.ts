/**
 * What is typed right after a link's words (a full stop, a comma, the next words) is no part of the link: a press
 * officer links 'site oficial' and goes on writing the sentence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import {
  editorialTextExtensions,
  editorialTextOptions,
} from '../../../src/features/editorial/editor/textExtensions';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function editorWith(html: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: editorialTextExtensions({ pictures: false }),
    ...editorialTextOptions,
    content: html,
  });
  editors.push(editor);
  return editor;
}

/** Types `text` at the cursor as a keyboard would: with the marks the cursor's place carries. */
const type = (editor: Editor, text: string) => editor.view.dispatch(editor.state.tr.insertText(text));

describe("the news text's links", () => {
  it.each(['. Depois', ', e depois'])('end where their words end: %s', (after) => {
    const editor = editorWith('<p>Veja o site oficial</p>');
    // 'site oficial': the paragraph's text starts at 1.
    editor.commands.setTextSelection({ from: 8, to: 20 });
    editor.commands.setLink({ href: 'https://www.aurora.com.br' });
    editor.commands.setTextSelection(20);
    type(editor, after);
    expect(editor.getHTML()).toBe(
      `<p>Veja o <a href="https://www.aurora.com.br">site oficial</a>${after}</p>`,
    );
  });
});
