import { useId, useState, type FormEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.toolbar;

/**
 * The text's formatting buttons: Negrito, Itálico, Título, Lista, Link. Each says whether it is on (aria-pressed), so
 * a screen reader hears the state of the text under the cursor; the whole is a toolbar named for what it formats.
 * The link's address is asked in a small field of its own rather than the browser's prompt, which a screen reader
 * and a phone handle badly.
 */
export function RichTextToolbar({ editor, describedBy }: { editor: Editor; describedBy?: string }) {
  const id = useId();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      list: current.isActive('bulletList'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [address, setAddress] = useState('');

  const button = (label: string, pressed: boolean, run: () => void, mark: string) => (
    <button
      type="button"
      className={`editorial-toolbar__button editorial-toolbar__button--${mark}`}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={run}
    >
      {label}
    </button>
  );

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    const href = address.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className="editorial-toolbar">
      <div className="editorial-toolbar__buttons" role="toolbar" aria-label={t.label}>
        {button(t.bold, active.bold, () => editor.chain().focus().toggleBold().run(), 'bold')}
        {button(t.italic, active.italic, () => editor.chain().focus().toggleItalic().run(), 'italic')}
        {button(
          t.heading,
          active.heading,
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          'heading',
        )}
        {button(t.list, active.list, () => editor.chain().focus().toggleBulletList().run(), 'list')}
        <button
          type="button"
          className="editorial-toolbar__button"
          aria-pressed={active.link}
          aria-expanded={linkOpen}
          aria-controls={linkOpen ? `${id}-link` : undefined}
          onClick={() => {
            setAddress(active.href);
            setLinkOpen((open) => !open);
          }}
        >
          {t.link}
        </button>
      </div>
      {linkOpen && (
        // A fieldset of its own, not a nested <form>: the editor already sits inside the news form.
        <div id={`${id}-link`} className="editorial-toolbar__link" role="group" aria-label={t.link}>
          <label className="form-label" htmlFor={`${id}-href`}>
            {t.linkAddress}
          </label>
          <input
            id={`${id}-href`}
            className="form-control"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyLink(event);
            }}
          />
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={applyLink}>
            {t.applyLink}
          </button>
          {active.link && (
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t.removeLink}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
