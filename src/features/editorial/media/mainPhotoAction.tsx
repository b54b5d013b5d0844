import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.uploads;

/** 'Usar como foto principal' beside a photo of the item, once its sizes are made; 'Foto principal' when it is. */
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
