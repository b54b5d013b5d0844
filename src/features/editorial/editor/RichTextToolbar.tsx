import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { TextSelection } from '@tiptap/pm/state';
import { useEditorState, type Editor } from '@tiptap/react';
import { FieldError } from '../../../components/forms/FieldError';
import { Toolbar } from '../../../components/toolbar/Toolbar';
import { editorialLinkMessages, editorialLinkOf } from '../../../domain/editorialLinks';
import { editorialTexts } from '../editorialTexts';
import { TextPicturePanel } from './TextPicturePanel';
import type { TextFigureAttributes } from './textFigure';

const t = editorialTexts.toolbar;

/**
 * The text's formatting buttons: Negrito, Itálico, Título 2 and 3, Lista, Lista numerada, Citação, Link and, where the
 * text may show pictures, Imagem. Each says whether it is on (aria-pressed), so a screen reader hears the state of the
 * text under the cursor; the whole is a toolbar named for what it formats, one Tab stop between the page and the text
 * (arrows move along it). The link's address is asked in a small field of its own rather than the browser's prompt,
 * which a screen reader and a phone handle badly; it takes the focus when it opens. One panel at a time: Escape,
 * in it or on the toolbar, closes it back to its button. The text keeps its selection meanwhile (ProseMirror holds
 * it while the focus is elsewhere), so the link still goes on the words chosen.
 */
export function RichTextToolbar({
  editor,
  describedBy,
  pictures = false,
}: {
  editor: Editor;
  describedBy?: string;
  pictures?: boolean;
}) {
  const id = useId();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      list: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
      figure: current.isActive('figure') ? (current.getAttributes('figure') as TextFigureAttributes) : null,
    }),
  });
  const [panel, setPanel] = useState<'link' | 'picture' | null>(null);
  const linkOpen = panel === 'link';
  const pictureOpen = panel === 'picture';
  const [address, setAddress] = useState('');
  // Set when the address given is no address (src/domain/editorialLinks.ts); typing again takes it off.
  const [addressRefused, setAddressRefused] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  const pictureButton = useRef<HTMLButtonElement>(null);
  const addressField = useRef<HTMLInputElement>(null);

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
    const href = editorialLinkOf(address);
    // Refused where it was typed: the panel stays open with the words as typed, the focus in them, and says why.
    if (href === null) {
      setAddressRefused(true);
      addressField.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    (href ? chain.setLink({ href }) : chain.unsetLink())
      // The caret after the link's words, not the words selected: TipTap gives the focus back a frame later, and a
      // key pressed in between (Enter, a letter) would otherwise replace the words just linked.
      .command(({ tr }) => {
        tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)));
        return true;
      })
      .run();
    setPanel(null);
  };

  const closePanel = () => {
    (panel === 'link' ? linkButton : pictureButton).current?.focus();
    setPanel(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || panel === null) return;
    event.preventDefault();
    // Closes the panel only, not a dialog the editor may sit in.
    event.stopPropagation();
    closePanel();
  };

  return (
    <div className="editorial-toolbar" onKeyDown={onKeyDown}>
      <Toolbar className="editorial-toolbar__buttons" label={t.label}>
        {button(t.bold, active.bold, () => editor.chain().focus().toggleBold().run(), 'bold')}
        {button(t.italic, active.italic, () => editor.chain().focus().toggleItalic().run(), 'italic')}
        {button(
          t.heading2,
          active.heading2,
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          'heading',
        )}
        {button(
          t.heading3,
          active.heading3,
          () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
          'heading',
        )}
        {button(t.list, active.list, () => editor.chain().focus().toggleBulletList().run(), 'list')}
        {button(
          t.orderedList,
          active.orderedList,
          () => editor.chain().focus().toggleOrderedList().run(),
          'list',
        )}
        {button(t.quote, active.quote, () => editor.chain().focus().toggleBlockquote().run(), 'quote')}
        <button
          ref={linkButton}
          type="button"
          className="editorial-toolbar__button"
          aria-pressed={active.link}
          aria-expanded={linkOpen}
          aria-controls={linkOpen ? `${id}-link` : undefined}
          onClick={() => {
            setAddress(active.href);
            setAddressRefused(false);
            setPanel(linkOpen ? null : 'link');
          }}
        >
          {t.link}
        </button>
        {pictures && (
          <button
            ref={pictureButton}
            type="button"
            className="editorial-toolbar__button"
            aria-pressed={active.figure !== null}
            aria-expanded={pictureOpen}
            aria-controls={pictureOpen ? `${id}-picture` : undefined}
            onClick={() => setPanel(pictureOpen ? null : 'picture')}
          >
            {t.picture}
          </button>
        )}
      </Toolbar>
      {pictureOpen && (
        <TextPicturePanel
          // A new selected picture is a new panel, filled from it.
          key={active.figure?.src ?? ''}
          id={`${id}-picture`}
          editor={editor}
          current={active.figure}
          onClose={closePanel}
        />
      )}
      {linkOpen && (
        // A fieldset of its own, not a nested <form>: the editor already sits inside the news form.
        <div id={`${id}-link`} className="editorial-toolbar__link" role="group" aria-label={t.link}>
          <label className="form-label" htmlFor={`${id}-href`}>
            {t.linkAddress}
          </label>
          <input
            // Opened to be filled: a keyboard user types the address at once.
            autoFocus
            ref={addressField}
            id={`${id}-href`}
            className={addressRefused ? 'form-control is-invalid' : 'form-control'}
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-invalid={addressRefused || undefined}
            aria-describedby={addressRefused ? `${id}-href-problem` : undefined}
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressRefused(false);
            }}
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
                setPanel(null);
              }}
            >
              {t.removeLink}
            </button>
          )}
          <FieldError
            id={`${id}-href-problem`}
            className="editorial-toolbar__link-problem"
            text={addressRefused ? editorialLinkMessages.notAnAddress : null}
          />
        </div>
      )}
    </div>
  );
}
