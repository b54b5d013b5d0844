import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { editorialTexts } from '../editorialTexts';
import { PhotoPicker } from './MainPhotoField';
import type { TextFigureAttributes } from './textFigure';

const t = editorialTexts.toolbar;

/**
 * 'Imagem' of the text's toolbar: a photo of the media, chosen in the same picker as the main photo (never an address
 * typed or pasted), with what it shows, its caption and its credit, all filled from the photo and editable. With a
 * picture selected in the text, the panel edits that picture.
 */
export function TextPicturePanel({
  id,
  editor,
  current,
  onClose,
}: {
  id: string;
  editor: Editor;
  current: TextFigureAttributes | null;
  onClose: () => void;
}) {
  const [picture, setPicture] = useState<TextFigureAttributes | null>(current);
  const [choosing, setChoosing] = useState(current === null);

  const apply = () => {
    if (!picture) return;
    const trimmed = {
      src: picture.src,
      alt: picture.alt.trim(),
      caption: picture.caption.replace(/\s+/g, ' ').trim(),
      credit: picture.credit.replace(/\s+/g, ' ').trim(),
    };
    editor.chain().focus().setTextFigure(trimmed).run();
    onClose();
  };
  const field = (name: 'alt' | 'caption' | 'credit', label: string) => (
    <div className="editorial-picture__field">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="form-control"
        value={picture?.[name] ?? ''}
        onChange={(event) => setPicture((was) => was && { ...was, [name]: event.target.value })}
        onKeyDown={(event) => {
          // Enter puts the picture in; it must not send the news form around the editor.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
    </div>
  );

  return (
    <div id={id} className="editorial-picture" role="group" aria-label={t.picture}>
      {picture && (
        <div className="editorial-picture__chosen">
          <img src={picture.src} alt={t.pictureChosen} />
          <div className="editorial-picture__fields">
            {field('alt', t.pictureAlt)}
            {field('caption', t.pictureCaption)}
            {field('credit', t.pictureCredit)}
          </div>
        </div>
      )}
      {choosing ? (
        <PhotoPicker
          id={`${id}-picker`}
          chosen={[]}
          onPick={(photo) => {
            setPicture({
              src: photo.picture,
              alt: photo.title,
              caption: photo.caption || photo.title,
              credit: photo.credit,
            });
            setChoosing(false);
          }}
        />
      ) : (
        <div className="editorial-picture__actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={apply}>
            {current ? t.updatePicture : t.insertPicture}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => setChoosing(true)}
          >
            {t.changePicture}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      )}
    </div>
  );
}
