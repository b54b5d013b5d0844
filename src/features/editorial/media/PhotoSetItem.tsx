import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';
import { mainPhotoAction } from './mainPhotoAction';
import { UploadedMedia } from './UploadedMedia';

const t = editorialTexts.photoSet;

/**
 * One photo or film of a news item's set: its picture, state and texts (UploadedMedia), a grip to drag it (with the
 * mouse, a finger, or space and the arrows), its place, 'Subir' and 'Descer' for whoever would rather press a
 * button, 'Usar como foto principal' and 'Remover'. Each button names its item for a screen reader.
 */
export function PhotoSetItem({
  item,
  index,
  count,
  mainPhotoId,
  onMove,
  onUseAsMain,
  onRemove,
}: {
  item: EditorialMediaItem;
  index: number;
  count: number;
  mainPhotoId: number | null;
  onMove: (from: number, to: number) => void;
  onUseAsMain: (photo: { mediaId: number; thumbnail: string }) => void;
  onRemove: (mediaId: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, attributes: { roleDescription: t.roleDescription } });
  const mainAction = mainPhotoAction(mainPhotoId, onUseAsMain);
  return (
    <UploadedMedia
      registered={item}
      itemRef={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      dragging={isDragging}
      handle={(current) => (
        <>
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="editorial-photo-set__grip"
            aria-label={t.drag(current.title)}
            {...attributes}
            {...listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <span className="editorial-photo-set__controls">
            <span className="editorial-photo-set__place">{t.position(index + 1, count)}</span>
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
              disabled={index === count - 1}
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
        </>
      )}
      actions={mainAction}
    />
  );
}
