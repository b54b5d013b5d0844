import { useEffect, useId, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * The news text, written in TipTap (ProseMirror): it writes the HTML the server's rules accept (paragraphs, headings,
 * lists, bold, italic, links), and nothing it can't. Only the marks the toolbar offers are on: a pasted table or
 * code block would be refused by the server, so the editor turns it into plain paragraphs instead. `html` is read
 * when the field opens and again when `loadKey` changes (the press officer reloaded the item); typing never resets it.
 */
export function RichTextField({
  id,
  label,
  html,
  loadKey,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  html: string;
  loadKey: string | number;
  problem?: string | null;
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
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // A click in the editor places the cursor; the link opens from the preview.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: html,
    editorProps: { attributes },
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
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <div className="form-field editorial-text">
      <span id={labelId} className="form-label">
        {label}
      </span>
      <div className={problem ? 'editorial-text__box is-invalid' : 'editorial-text__box'}>
        {editor && <RichTextToolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      {problem && (
        <div id={problemId} className="invalid-feedback editorial-text__problem">
          {problem}
        </div>
      )}
    </div>
  );
}
