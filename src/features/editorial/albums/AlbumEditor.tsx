import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { FormField } from '../../../components/forms/FormField';
import { checkAlbum, type AlbumField } from '../../../domain/editorialAlbums';
import type { EditorialAlbum, EditorialMediaItem } from '../../../domain/editorialSchemas';
import {
  useLazyGetEditorialAlbumQuery,
  useMoveEditorialAlbumMutation,
  useSaveEditorialAlbumMutation,
} from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useWholeListEditor } from '../editor/useWholeListEditor';
import { AlbumItems } from './AlbumItems';
import { placeByChosenOrder } from '../media/chosenOrder';
import { ExistingPhotos } from './ExistingPhotos';
import { albumBodyOf, albumFieldsOf, albumFormOf, moved, type AlbumForm } from './albumForm';

const MediaUploader = lazy(() => import('../media/MediaUploader'));
const t = editorialTexts.albums;

/**
 * An album: its title and description, its photos and videos in order with a cover, new ones uploaded straight
 * into it. The rules of editorialAlbums.ts are checked before a save and shown at the field; the server's refusals
 * in its words. Publishing needs every item ready, which the server says if not. A 409 keeps everything as the press
 * officer left it; only their 'Recarregar' replaces it.
 */
export function AlbumEditor({ album }: { album: EditorialAlbum }) {
  const id = useId();
  const fieldId = (field: AlbumField) => `${id}-${field}`;
  const [save, saving] = useSaveEditorialAlbumMutation();
  const [move, moving] = useMoveEditorialAlbumMutation();
  const [load, loading] = useLazyGetEditorialAlbumQuery();
  const busy = saving.isLoading || moving.isLoading || loading.isFetching;
  const editor = useWholeListEditor({
    list: album,
    formOf: albumFormOf,
    check: (form: AlbumForm) => checkAlbum(albumFieldsOf(form)),
    // The server's refusals of an album are about it as a whole (an item not ready, one gone).
    locate: () => null,
    bodyOf: albumBodyOf,
    focusIdOf: (found) => fieldId(found.field),
    save: (body) => save({ id: album.id, body }).unwrap(),
    load: () => load(album.id).unwrap(),
    savedNotice: t.saved,
  });
  const { saved, form, change, dirty, fieldProblem } = editor;
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);

  const problemOf = (field: AlbumField) => (fieldProblem?.field === field ? fieldProblem.message : null);
  // Uploads join the album in the order their files were chosen, whatever order they finish in.
  const [placeUpload] = useState(placeByChosenOrder<EditorialMediaItem>);
  const onRegistered = useCallback(
    (item: EditorialMediaItem, chosen: number) =>
      change((current) => ({ ...current, items: placeUpload(current.items, item, chosen) })),
    [change, placeUpload],
  );
  const onUploadProblem = useCallback(
    (message: string) => setUploadProblems((list) => [...list, message]),
    [],
  );
  // Uploaded or picked, an item is the album's once saved: said while the form holds items the album doesn't.
  const unsavedItems = form.items.some((item) => !saved.items.some((had) => had.id === item.id));

  const removeItem = (mediaId: number) =>
    change((current) => ({
      ...current,
      items: current.items.filter((item) => item.id !== mediaId),
      coverMediaId: current.coverMediaId === mediaId ? null : current.coverMediaId,
    }));

  const onMove = async (which: 'publish' | 'unpublish') => {
    try {
      const next = await move({ id: saved.id, move: which, version: saved.version }).unwrap();
      editor.adopt(next, which === 'publish' ? t.published : t.unpublished);
    } catch (error) {
      editor.refused(error);
    }
  };

  return (
    <>
      <form className="editorial-editor" noValidate onSubmit={(event) => void editor.submit(event)}>
        <div className="editorial-editor__main">
          <FormField id={fieldId('title')} label={t.title} problem={problemOf('title')}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={form.title}
                onChange={(event) => {
                  const title = event.target.value;
                  change((current) => ({ ...current, title }));
                }}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('description')}
            label={t.description}
            hint={editorialTexts.editor.optional}
            problem={problemOf('description')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={form.description}
                onChange={(event) => {
                  const description = event.target.value;
                  change((current) => ({ ...current, description }));
                }}
              />
            )}
          </FormField>
          <AlbumItems
            id={fieldId('items')}
            items={form.items}
            coverMediaId={form.coverMediaId}
            problem={problemOf('items')}
            onMove={(from, to) =>
              change((current) => ({ ...current, items: moved(current.items, from, to) }))
            }
            onCover={(coverMediaId) => change((current) => ({ ...current, coverMediaId }))}
            onRemove={removeItem}
          />
          {unsavedItems && <p className="form-text editorial-actions__hint">{t.unsavedItems}</p>}
          <ExistingPhotos
            chosen={form.items.map((item) => item.id)}
            onAdd={(item) =>
              // A double click answered twice adds the photo once.
              change((current) =>
                current.items.some((had) => had.id === item.id)
                  ? current
                  : { ...current, items: [...current.items, item] },
              )
            }
            onRemove={removeItem}
          />
        </div>
        <div className="editorial-editor__side">
          <p className="editorial-editor__state">
            {t.state}:{' '}
            <span className={`editorial-state editorial-state--${saved.state}`}>{saved.stateText}</span>
          </p>
          <fieldset className="editorial-fieldset editorial-uploads">
            <legend className="editorial-fieldset__legend">{t.addUploads}</legend>
            <Suspense fallback={<p>{editorialTexts.uploads.loading}</p>}>
              <MediaUploader onRegistered={onRegistered} onProblem={onUploadProblem} />
            </Suspense>
            {uploadProblems.map((message, index) => (
              <p key={index} className="alert alert-danger editorial-uploads__problem" role="alert">
                {message}
              </p>
            ))}
          </fieldset>
        </div>
        <div className="editorial-editor__footer">
          <SaveOutcome
            conflict={editor.conflict}
            problem={editor.problem}
            notice={editor.notice}
            busy={busy}
            onReload={() => void editor.reload()}
          />
          <div className="editorial-actions">
            <div className="editorial-actions__row">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? editorialTexts.editor.saving : t.save}
              </button>
              {saved.state === 'draft' ? (
                <button
                  type="button"
                  className="btn btn-success"
                  disabled={busy || dirty}
                  onClick={() => void onMove('publish')}
                >
                  {t.publish}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={busy || dirty}
                  onClick={() => void onMove('unpublish')}
                >
                  {t.unpublish}
                </button>
              )}
              {saved.url && !dirty && (
                <a
                  className="btn btn-outline-secondary"
                  href={saved.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t.view}
                </a>
              )}
            </div>
            {dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
          </div>
        </div>
        {editor.leaveDialog}
      </form>
      <ChangeHistory changes={saved.changes} />
    </>
  );
}
