/**
 * A news item's photo set ('Fotos e vídeos da notícia'): the drop zone (loaded when the field is first shown), the
 * photos already in the newsroom to add, and the set in its order, each with its state and texts. Every upload joins
 * the set as soon as it is registered, in the order its files were chosen; the order is changed by dragging (pointer, touch, or the keyboard through dnd-kit's sensor) or by
 * 'Subir'/'Descer'. The set is the item's when the item is saved.
 */
import { FieldError } from '../../../components/forms/FieldError';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { EditorialMediaItem } from '../../../domain/editorialSchemas';
import { ExistingPhotos } from '../albums/ExistingPhotos';
import { moved } from '../albums/albumForm';
import { editorialTexts } from '../editorialTexts';
import { placeByChosenOrder } from './chosenOrder';
import { PhotoSetItem } from './PhotoSetItem';

const MediaUploader = lazy(() => import('./MediaUploader'));
const t = editorialTexts.photoSet;

export function PhotoSetField({
  id,
  items,
  mainPhotoId,
  problem,
  onChange,
  onUseAsMain,
}: {
  id: string;
  /** The set in its order. */
  items: EditorialMediaItem[];
  mainPhotoId: number | null;
  problem: string | null;
  /** Given how to make the next set from the latest one: uploads finish while the press officer reorders. */
  onChange: (next: (items: EditorialMediaItem[]) => EditorialMediaItem[]) => void;
  onUseAsMain: (photo: { mediaId: number; thumbnail: string }) => void;
}) {
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the grip is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A double answer (an upload registered twice, a photo picked twice) adds it once.
  const add = useCallback(
    (item: EditorialMediaItem) =>
      onChange((list) => (list.some((had) => had.id === item.id) ? list : [...list, item])),
    [onChange],
  );
  const [placeUpload] = useState(placeByChosenOrder<EditorialMediaItem>);
  const addUploaded = useCallback(
    (item: EditorialMediaItem, chosen: number) => onChange((list) => placeUpload(list, item, chosen)),
    [onChange, placeUpload],
  );
  const onUploadProblem = useCallback(
    (message: string) => setUploadProblems((list) => [...list, message]),
    [],
  );
  const remove = (mediaId: number) => onChange((list) => list.filter((item) => item.id !== mediaId));
  const move = (from: number, to: number) => onChange((list) => moved(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange((list) => {
      const from = list.findIndex((item) => item.id === active.id);
      const to = list.findIndex((item) => item.id === over.id);
      return from < 0 || to < 0 ? list : moved(list, from, to);
    });
  };

  const titleOf = (itemId: UniqueIdentifier) => items.find((item) => item.id === itemId)?.title ?? '';
  const placeOf = (itemId: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === itemId) + 1;
  // dnd-kit reports the item over itself as soon as it is picked up: said then, that would drown 'Item pego'.
  const hasLeftItsPlace = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      hasLeftItsPlace.current = false;
      return t.picked(titleOf(active.id), placeOf(active.id), items.length);
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !hasLeftItsPlace.current)) return undefined;
      hasLeftItsPlace.current = true;
      return t.movedTo(titleOf(active.id), placeOf(over.id), items.length);
    },
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(titleOf(active.id), placeOf(over.id), items.length) : undefined,
    onDragCancel: ({ active }) => t.cancelled(titleOf(active.id)),
  };
  const problemId = problem ? `${id}-problem` : undefined;

  return (
    <fieldset
      className="editorial-fieldset editorial-uploads editorial-photo-set"
      id={id}
      tabIndex={-1}
      aria-describedby={problemId}
    >
      <legend className="editorial-fieldset__legend">{t.legend}</legend>
      <p className="form-text editorial-photo-set__hint">{t.hint}</p>
      <Suspense fallback={<p>{editorialTexts.uploads.loading}</p>}>
        <MediaUploader onRegistered={addUploaded} onProblem={onUploadProblem} />
      </Suspense>
      {uploadProblems.map((message, index) => (
        <p key={index} className="alert alert-danger editorial-uploads__problem" role="alert">
          {message}
        </p>
      ))}
      <ExistingPhotos chosen={items.map((item) => item.id)} onAdd={add} onRemove={remove} />
      {items.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.empty}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
        >
          <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            <ol className="editorial-uploads__list editorial-photo-set__list" aria-label={t.listLabel}>
              {items.map((item, index) => (
                <PhotoSetItem
                  key={item.id}
                  item={item}
                  index={index}
                  count={items.length}
                  mainPhotoId={mainPhotoId}
                  onMove={move}
                  onUseAsMain={onUseAsMain}
                  onRemove={remove}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <FieldError id={problemId} text={problem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}
