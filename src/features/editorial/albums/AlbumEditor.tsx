import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import { checkAlbum, fieldOfAlbumRefusal, type AlbumField } from '../../../domain/editorialAlbums';
import type { EditorialAlbum, EditorialMediaItem } from '../../../domain/editorialSchemas';
import {
  useLazyGetEditorialAlbumQuery,
  useMoveEditorialAlbumMutation,
  useSaveEditorialAlbumMutation,
} from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import { AlbumItems } from './AlbumItems';
import { placeByChosenOrder } from '../media/chosenOrder';
import { albumFieldViews } from './albumFieldViews';
import { ExistingPhotos } from './ExistingPhotos';
import { albumBodyOf, albumFieldsOf, albumFormOf, coverOf, moved, type AlbumForm } from './albumForm';
import { EditorActionBar } from '../frame/EditorActionBar';

const MediaUploader = lazy(() => import('../media/MediaUploader'));
const t = editorialTexts.albums;
type AlbumMove = 'publish' | 'unpublish';
type AlbumProblem = { field: AlbumField; message: string };

/**
 * An album: its title and description, its photos and videos in order with a cover, new ones uploaded straight
 * into it, in the editor frame (useEditorFrame.tsx): a draft saves itself a few seconds after a change, a published
 * album's edits are kept aside until 'Salvar' (its saves go to the gallery), a 409 opens the conflict view, leaving
 * with unsaved edits asks. The rules of editorialAlbums.ts are checked before a save and shown at the field, and so
 * is a refusal of the server about the items (one not ready to be shown). 'Publicar' and 'Despublicar' ask once,
 * saying what will happen, and save what is unsaved first.
 */
export function AlbumEditor({ album }: { album: EditorialAlbum }) {
  const id = useId();
  const fieldId = (field: AlbumField) => `${id}-${field}`;
  const [save] = useSaveEditorialAlbumMutation();
  const [move] = useMoveEditorialAlbumMutation();
  const [load] = useLazyGetEditorialAlbumQuery();
  const [asking, setAsking] = useState<AlbumMove | null>(null);
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);

  const frame = useEditorFrame<EditorialAlbum, AlbumForm, AlbumProblem>({
    item: album,
    formOf: albumFormOf,
    check: (form) => checkAlbum(albumFieldsOf(form)),
    fieldOfRefusal: fieldOfAlbumRefusal,
    focusIdOf: (found) => fieldId(found.field),
    save: (form, saved, version) => save({ id: saved!.id, body: albumBodyOf(form, version) }).unwrap(),
    load: (saved) => load(saved.id).unwrap(),
    // A published album's save is what the gallery shows at once.
    goesLive: (saved) => saved.state === 'published',
    slotOf: (saved) => ({ subject: 'album', id: saved.id }),
    views: albumFieldViews,
    whose: t.whose,
    savedNotice: t.saved,
  });
  const saved = frame.saved!;
  const { form, busy } = frame;
  const { values, change, latest } = form;

  // From the latest form, and stable: the drop zone keeps its listeners, and an upload that finishes while the press
  // officer reorders joins the order they left; uploads join in the order their files were chosen, whatever order
  // they finish in.
  const [placeUpload] = useState(placeByChosenOrder<EditorialMediaItem>);
  const onRegistered = useCallback(
    (item: EditorialMediaItem, chosen: number) =>
      change({ items: placeUpload(latest().items, item, chosen) }),
    [change, latest, placeUpload],
  );
  const onUploadProblem = useCallback(
    (message: string) => setUploadProblems((list) => [...list, message]),
    [],
  );
  const edit = (changes: Partial<AlbumForm>) => {
    change(changes);
    frame.setNotice('');
  };
  const removeItem = (mediaId: number) => {
    const current = latest();
    edit({
      items: current.items.filter((item) => item.id !== mediaId),
      cover: current.cover?.mediaId === mediaId ? null : current.cover,
    });
  };
  // A published album's new items reach the gallery with its save, which its autosave does not make.
  const unsavedItems =
    saved.state === 'published' &&
    values.items.some((item) => !saved.items.some((had) => had.id === item.id));

  const moveConfirmed = () => {
    if (!asking) return;
    const which = asking;
    setAsking(null);
    void frame.moveSaved(
      (current) => move({ id: current.id, move: which, version: current.version }).unwrap(),
      which === 'publish' ? t.published : t.unpublished,
    );
  };

  return (
    <>
      <form className="editorial-editor" noValidate onSubmit={frame.submit} onKeyDown={withoutImplicitSubmit}>
        {frame.parts.recovery}
        <div className="editorial-editor__main">
          <FormField id={fieldId('title')} label={t.title} problem={form.problemOf('title')}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={values.title}
                onChange={(event) => edit({ title: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('description')}
            label={t.description}
            hint={editorialTexts.editor.optional}
            problem={form.problemOf('description')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={values.description}
                onChange={(event) => edit({ description: event.target.value })}
              />
            )}
          </FormField>
          <AlbumItems
            id={fieldId('items')}
            items={values.items}
            coverMediaId={values.cover?.mediaId ?? null}
            problem={form.problemOf('items')}
            onMove={(from, to) => edit({ items: moved(latest().items, from, to) })}
            onCover={(mediaId) => edit({ cover: coverOf(latest().items, mediaId) })}
            onRemove={removeItem}
          />
          {unsavedItems && <p className="form-text editorial-actions__hint">{t.unsavedItems}</p>}
          <ExistingPhotos
            chosen={values.items.map((item) => item.id)}
            onAdd={(item) => {
              const current = latest().items;
              // A double click answered twice adds the photo once.
              if (!current.some((had) => had.id === item.id)) edit({ items: [...current, item] });
            }}
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
        <div className="editorial-editor__outcome">{frame.parts.outcome}</div>
        <EditorActionBar>
          {frame.parts.status}
          <div className="editorial-actions__row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? editorialTexts.editor.saving : t.save}
            </button>
            {saved.url && (
              <a
                className="btn btn-outline-secondary"
                href={saved.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.view}
              </a>
            )}
            {saved.state === 'draft' ? (
              <button
                type="button"
                className="btn btn-success"
                disabled={busy}
                onClick={() => setAsking('publish')}
              >
                {t.publish}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={busy}
                onClick={() => setAsking('unpublish')}
              >
                {t.unpublish}
              </button>
            )}
          </div>
        </EditorActionBar>
      </form>
      {frame.parts.leaveDialog}
      <ConfirmDialog
        show={asking !== null}
        title={asking === 'publish' ? t.publishTitle : t.unpublishTitle}
        question={asking === 'publish' ? t.publishQuestion : t.unpublishQuestion}
        busy={false}
        onConfirm={moveConfirmed}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
