import { useId, useState } from 'react';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { useEscapeCloses } from '../../../lib/a11y/useEscapeCloses';
import { PhotoPicker } from '../editor/MainPhotoField';
import { useLazyGetEditorialMediaQuery } from '../editorialApi';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.albums;

/**
 * 'Adicionar fotos já enviadas': the photos of the newsroom, searchable, to put in an album or a news item's set
 * beside the new uploads (a photo made a release's main photo last week, a car's official pictures). A photo already
 * `chosen` is marked, and picking it again takes it out.
 */
export function ExistingPhotos({
  chosen,
  onAdd,
  onRemove,
}: {
  chosen: readonly number[];
  onAdd: (item: EditorialMediaItem) => void;
  onRemove: (mediaId: number) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { buttonRef, onKeyDown } = useEscapeCloses(open, () => setOpen(false));
  const [problem, setProblem] = useState<string | null>(null);
  const [read] = useLazyGetEditorialMediaQuery();

  const onPick = async ({ mediaId }: { mediaId: number }) => {
    setProblem(null);
    if (chosen.includes(mediaId)) return onRemove(mediaId);
    try {
      onAdd(await read(mediaId).unwrap());
    } catch (error) {
      setProblem(editorialProblemOf(error, editorialTexts.loadFailed));
    }
  };

  return (
    <div className="editorial-album-existing" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-primary"
        aria-expanded={open}
        aria-controls={open ? `${id}-picker` : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? t.closeExisting : t.addExisting}
      </button>
      {open && <PhotoPicker id={`${id}-picker`} chosen={chosen} onPick={(photo) => void onPick(photo)} />}
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
