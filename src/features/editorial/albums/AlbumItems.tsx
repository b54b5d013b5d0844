import { FieldError } from '../../../components/forms/FieldError';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { UploadedMedia } from '../media/UploadedMedia';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.albums;

/**
 * The album's photos and videos in its order, each with its state and texts (UploadedMedia) and the album's own
 * controls: its place ('Subir', 'Descer'), 'Capa', 'Remover'. Buttons rather than dragging, so the order can be
 * changed from a keyboard and on a phone; each names its item for a screen reader.
 */
export function AlbumItems({
  id,
  items,
  coverMediaId,
  problem,
  onMove,
  onCover,
  onRemove,
}: {
  id: string;
  items: EditorialMediaItem[];
  coverMediaId: number | null;
  problem: string | null;
  onMove: (from: number, to: number) => void;
  onCover: (mediaId: number) => void;
  onRemove: (mediaId: number) => void;
}) {
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <fieldset className="editorial-fieldset" id={id} tabIndex={-1} aria-describedby={problemId}>
      <legend className="editorial-fieldset__legend">{t.items}</legend>
      {items.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.noItems}</p>
      ) : (
        <ol className="editorial-uploads__list editorial-album-items">
          {items.map((item, index) => (
            <UploadedMedia
              key={item.id}
              registered={item}
              actions={(current) => (
                <span className="editorial-album-items__controls">
                  <span className="editorial-album-items__place">{t.position(index + 1, items.length)}</span>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-pressed={current.id === coverMediaId}
                    disabled={current.id === coverMediaId}
                    onClick={() => onCover(current.id)}
                  >
                    {current.id === coverMediaId ? t.isCover : t.cover}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={t.moveUp(current.title)}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    {t.up}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    aria-label={t.moveDown(current.title)}
                    disabled={index === items.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    {t.down}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t.remove(current.title)}
                    onClick={() => onRemove(current.id)}
                  >
                    {t.removeShort}
                  </button>
                </span>
              )}
            />
          ))}
        </ol>
      )}
      <FieldError id={problemId} text={problem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}
