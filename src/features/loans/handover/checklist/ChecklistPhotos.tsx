import type { ChangeEvent } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { checklistMessages } from '../../../../domain/checklist';
import { handoverTexts as t } from '../handoverTexts';
import type { ChecklistPhoto } from './useChecklistPhotos';

export interface ChecklistPhotosProps {
  id: string;
  photos: ChecklistPhoto[];
  refused: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
}

/**
 * 'Adicionar Foto' (spec loan-area section 5): several images at once, each previewed with its own upload progress
 * and a button to remove it. The file input is kept for the keyboard and screen readers but drawn as its label, a
 * button reading the spec's words.
 */
export function ChecklistPhotos({ id, photos, refused, onAdd, onRemove }: ChecklistPhotosProps) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so picking the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <fieldset className="checklist-photos" aria-describedby={`${id}-hint`}>
      <legend className="checklist-form__legend">{t.photos}</legend>
      <p id={`${id}-hint`} className="form-text mt-0">
        {t.photosHint}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden checklist-photos__input"
        onChange={picked}
      />
      <label htmlFor={id} className="btn btn-outline-primary checklist-photos__add">
        {checklistMessages.addPhoto}
      </label>
      {refused && (
        <p className="handover-dialog__problem" role="alert">
          {refused}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="checklist-photos__list">
          {photos.map((photo) => (
            <li key={photo.key} className="checklist-photos__item">
              <img src={photo.preview} alt={photo.fileName} className="checklist-photos__preview" />
              <span className="checklist-photos__name">{photo.fileName}</span>
              {photo.state === 'uploading' && (
                // The inner bar is the progressbar role: it carries the name.
                <ProgressBar className="checklist-photos__progress">
                  <ProgressBar
                    now={Math.round(photo.progress * 100)}
                    label={`${Math.round(photo.progress * 100)}%`}
                    aria-label={t.uploadingPhoto(photo.fileName)}
                  />
                </ProgressBar>
              )}
              {photo.state === 'sent' && <span className="checklist-photos__sent">{t.photoSent}</span>}
              {photo.state === 'failed' && (
                <span className="checklist-photos__failed" role="alert">
                  {photo.problem}
                </span>
              )}
              <button
                type="button"
                className="btn btn-link btn-sm checklist-photos__remove"
                onClick={() => onRemove(photo.key)}
              >
                {t.remove} <span className="visually-hidden">{photo.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
