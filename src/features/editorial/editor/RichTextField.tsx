import { FieldError } from '../../../components/forms/FieldError';
import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { RichTextToolbar } from './RichTextToolbar';
import { editorialTextExtensions, editorialTextOptions, editorialTextPaste } from './textExtensions';

/**
 * The news text, written in TipTap (ProseMirror): it writes the HTML of src/domain/editorialHtml.ts (paragraphs,
 * headings, lists, quotes, bold, italic, links and, with `pictures`, photos of the media), which the server's rules
 * accept, and nothing else: text pasted from Word, LibreOffice or Google Docs is cleaned into it (pasteCleaning.ts).
 * `html` is read when the field opens and again when `loadKey` changes (the press officer reloaded the item); typing
 * never resets it. Pictures are offered only where the server checks that they are the newsroom's (the news text).
 */
export function RichTextField({
  id,
  label,
  html,
  loadKey,
  problem,
  pictures = false,
  onChange,
}: {
  id: string;
  label: string;
  html: string;
  loadKey: string | number;
  problem?: string | null;
  pictures?: boolean;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  const problemId = problem ? `${id}-problem` : undefined;
  // The area's attributes: a labelled multi-line textbox, marked invalid with its problem while the rule refuses it.
  const attributes = {
    id,
    class: problem ? 'editorial-text__area is-invalid' : 'editorial-text__area',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': problemId! } : {}),
  };
  // The editor is made once; it calls the latest onChange, not the one of its first render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: editorialTextExtensions({ pictures }),
    ...editorialTextOptions,
    content: html,
    editorProps: { attributes, ...editorialTextPaste },
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  // A reload replaces the text; typing (which changes `html` too) does not, or the cursor would jump.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(html, { emitUpdate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new load sets the content
  }, [editor, loadKey]);

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string>, ...editorialTextPaste },
    });
  }, [editor, attributesKey]);

  // Reached by the keyboard, the whole writing area scrolls into view, clear of the sticky header and the editor's
  // action bar (the page's scroll padding): the browser itself brings only the caret's line of an editable area into
  // view. A press of the pointer leaves the page where it is, under the pointer.
  const pressed = useRef(false);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!pressed.current && event.target.classList.contains('editorial-text__area'))
      event.target.scrollIntoView?.({ block: 'nearest' });
    pressed.current = false;
  };

  return (
    <div
      className="form-field editorial-text"
      onPointerDown={() => {
        pressed.current = true;
      }}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) pressed.current = false;
      }}
    >
      <span id={labelId} className="form-label">
        {label}
      </span>
      <div className={problem ? 'editorial-text__box is-invalid' : 'editorial-text__box'}>
        {editor && <RichTextToolbar editor={editor} pictures={pictures} />}
        <EditorContent editor={editor} />
      </div>
      <FieldError id={problemId} text={problem} className="editorial-text__problem" />
    </div>
  );
}
