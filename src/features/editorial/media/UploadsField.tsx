/**
 * 'Enviar fotos e vídeos' in the news editor: the drop zone (loaded when the field is first shown) and what was
 * uploaded in this visit, each with its state and texts. A ready photo can become the item's main photo at once; all
 * of them join the photos to choose from.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import { UploadedMedia } from './UploadedMedia';

const MediaUploader = lazy(() => import('./MediaUploader'));
const t = editorialTexts.uploads;

export function UploadsField({
  mainPhotoId,
  onUseAsMain,
}: {
  mainPhotoId: number | null;
  onUseAsMain: (photo: { mediaId: number; thumbnail: string }) => void;
}) {
  const [items, setItems] = useState<EditorialMediaItem[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const onRegistered = useCallback((item: EditorialMediaItem) => setItems((list) => [...list, item]), []);
  const onProblem = useCallback((message: string) => setProblems((list) => [...list, message]), []);

  return (
    <fieldset className="editorial-fieldset editorial-uploads">
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <Suspense fallback={<p>{t.loading}</p>}>
        <MediaUploader onRegistered={onRegistered} onProblem={onProblem} />
      </Suspense>
      {problems.map((problem, index) => (
        <p key={index} className="alert alert-danger editorial-uploads__problem" role="alert">
          {problem}
        </p>
      ))}
      {items.length > 0 && (
        <ul className="editorial-uploads__list" aria-label={t.listLabel}>
          {items.map((item) => (
            <UploadedMedia
              key={item.id}
              registered={item}
              actions={mainPhotoAction(mainPhotoId, onUseAsMain)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** 'Usar como foto principal' beside an uploaded photo, once its sizes are made; 'Foto principal' when it is. */
export const mainPhotoAction =
  (mainPhotoId: number | null, onUseAsMain: (photo: { mediaId: number; thumbnail: string }) => void) =>
  (item: EditorialMediaItem) => {
    if (item.kind !== 'image' || item.state !== 'ready' || !item.thumbnail) return null;
    const isMain = item.id === mainPhotoId;
    const thumbnail = item.thumbnail;
    return (
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-pressed={isMain}
        disabled={isMain}
        onClick={() => onUseAsMain({ mediaId: item.id, thumbnail })}
      >
        {isMain ? t.isMain : t.useAsMain}
      </button>
    );
  };
