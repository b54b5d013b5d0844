/**
 * A picture of the news text selected whole (as a click on it leaves it) is never replaced by what is typed next:
 * Ctrl+End, Ctrl+Home, End, Home and the arrows leave it for a cursor beside it or at the text's end or start, and a
 * letter typed while it is still selected is written after it. Backspace still deletes it: that is asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import {
  editorialTextExtensions,
  editorialTextOptions,
} from '../../../src/features/editorial/editor/textExtensions';
import { withoutLayout } from './withoutLayout';

withoutLayout();

const figure =
  '<figure><img src="/media/images/volt-med.jpg" alt="O Volt"><figcaption>Na fábrica<small>Ana Lima</small>' +
  '</figcaption></figure>';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

/** An editor in the page with `html`, the picture selected whole. */
function withPictureSelected(html: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({
    element,
    extensions: editorialTextExtensions({ pictures: true }),
    ...editorialTextOptions,
    content: html,
  });
  editors.push(editor);
  let at = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'figure' && at < 0) at = pos;
  });
  editor.view.dispatch(editor.state.tr.setSelection(NodeSelection.create(editor.state.doc, at)));
  expect(editor.state.selection).toBeInstanceOf(NodeSelection);
  return editor;
}

/** A key as the browser sends it to the editor. */
function press(editor: Editor, key: string, modifiers: { ctrlKey?: boolean } = {}) {
  editor.view.dom.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers }),
  );
}

/** A letter as the browser sends it: ProseMirror writes it itself when the selection is not a text cursor. */
function type(editor: Editor, letter: string) {
  press(editor, letter);
  editor.view.dom.dispatchEvent(
    new KeyboardEvent('keypress', {
      key: letter,
      charCode: letter.charCodeAt(0),
      bubbles: true,
      cancelable: true,
    }),
  );
}

describe('a picture selected in the news text', () => {
  it('is left for the end of the text by Ctrl+End, and the letter typed next goes there', () => {
    const editor = withPictureSelected(`<p>Antes</p>${figure}<p>Depois</p>`);
    press(editor, 'End', { ctrlKey: true });
    expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
    expect(editor.state.selection.from).toBe(editor.state.doc.content.size - 1);
    // In jsdom the browser writes nothing for a text cursor: ProseMirror's own writing stands in for it.
    editor.commands.insertContent('x');
    expect(editor.getHTML()).toBe(`<p>Antes</p>${figure}<p>Depoisx</p>`);
  });

  it('is left by End, Home, the arrows and Ctrl+Home for a cursor beside it, itself untouched', () => {
    const html = `<p>Antes</p>${figure}<p>Depois</p>`;
    for (const [key, ctrlKey, where] of [
      ['End', false, 'after'],
      ['ArrowRight', false, 'after'],
      ['ArrowDown', false, 'after'],
      ['PageDown', false, 'after'],
      ['Home', false, 'before'],
      ['ArrowLeft', false, 'before'],
      ['ArrowUp', false, 'before'],
      ['PageUp', false, 'before'],
      ['Home', true, 'start'],
    ] as const) {
      const editor = withPictureSelected(html);
      const picture = editor.state.selection as NodeSelection;
      press(editor, key, { ctrlKey });
      const { selection } = editor.state;
      expect(selection, key).not.toBeInstanceOf(NodeSelection);
      expect(selection.empty, key).toBe(true);
      const expected = { after: picture.to + 1, before: picture.from - 1, start: 1 }[where];
      expect(selection.from, `${ctrlKey ? 'Ctrl+' : ''}${key}`).toBe(expected);
      expect(editor.getHTML(), key).toBe(html);
    }
  });

  it('ending the text, is left by Ctrl+End for the empty line the editor keeps after it', () => {
    const editor = withPictureSelected(`<p>Antes</p>${figure}`);
    press(editor, 'End', { ctrlKey: true });
    expect(editor.state.selection).not.toBeInstanceOf(NodeSelection);
    editor.commands.insertContent('x');
    expect(editor.getHTML()).toBe(`<p>Antes</p>${figure}<p>x</p>`);
  });

  it('starting the text, is left by Ctrl+Home and the arrow up for the place before it, where a letter opens a paragraph', () => {
    for (const [key, ctrlKey] of [
      ['Home', true],
      ['ArrowUp', false],
    ] as const) {
      const editor = withPictureSelected(`${figure}<p>Depois</p>`);
      press(editor, key, { ctrlKey });
      expect(editor.state.selection, key).not.toBeInstanceOf(NodeSelection);
      expect(editor.state.selection.from, key).toBe(0);
      type(editor, 'x');
      expect(editor.getHTML(), key).toBe(`<p>x</p>${figure}<p>Depois</p>`);
    }
  });

  it('takes a letter typed while it is selected after it, never in its place', () => {
    const editor = withPictureSelected(`<p>Antes</p>${figure}<p>Depois</p>`);
    type(editor, 'x');
    expect(editor.getHTML()).toBe(`<p>Antes</p>${figure}<p>xDepois</p>`);
    const last = withPictureSelected(`<p>Antes</p>${figure}`);
    type(last, 'y');
    expect(last.getHTML()).toBe(`<p>Antes</p>${figure}<p>y</p>`);
  });

  it('is still deleted by Backspace, which asks for it', () => {
    const editor = withPictureSelected(`<p>Antes</p>${figure}<p>Depois</p>`);
    press(editor, 'Backspace');
    expect(editor.getHTML()).toBe('<p>Antes</p><p>Depois</p>');
  });
});
