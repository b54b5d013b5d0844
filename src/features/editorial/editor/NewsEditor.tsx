import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import { IsoDateInput } from '../../../components/forms/IsoDateInput';
import {
  checkEditorialNews,
  fieldOfNewsRefusal,
  type EditorialNewsField,
} from '../../../domain/editorialNews';
import type { EditorialNews, EditorialNewsChoices } from '../../../domain/editorialSchemas';
import { paths } from '../../../domain/routes';
import { todayInBrazil } from '../../../domain/brazilTime';
import {
  useCreateEditorialNewsMutation,
  useLazyGetEditorialNewsQuery,
  useMoveEditorialNewsMutation,
  useSaveEditorialNewsMutation,
} from '../editorialApi';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { brazilDateText } from '../editorialMoments';
import { editorialTexts } from '../editorialTexts';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import { PhotoSetField } from '../media/PhotoSetField';
import { AssociationsField } from './AssociationsField';
import { MainPhotoField } from './MainPhotoField';
import { NewsActions } from './NewsActions';
import { newsFieldViews } from './newsFieldViews';
import { blankNewsForm, draftBodyOf, newsFormOf, type NewsForm } from './newsForm';
import { newsMoveTexts, type NewsMove } from './newsMoves';
import { NewsShareFields } from './NewsShareFields';
import { PreviewLinkPanel } from './PreviewLinkPanel';
import { ReleasePdfField } from './ReleasePdfField';
import { RichTextField } from './RichTextField';
import { ScheduleField } from './ScheduleField';
import { EditorActionBar } from '../frame/EditorActionBar';

const t = editorialTexts.editor;
type NewsProblem = { field: EditorialNewsField; message: string };

/**
 * The news form: writes a new item (a draft) or edits a saved one. The rules of editorialNews.ts are checked before
 * a save and their message shown at the field; the server's refusals are shown as it words them. A draft is saved
 * by itself a few seconds after the typing stops; a page left with unsaved changes asks first. Two editors on one
 * item: the second one's save opens the conflict view, which keeps everything typed until the press officer
 * chooses between the two versions. Publishing, scheduling and unpublishing ask once, saying what will happen.
 */
export function NewsEditor({
  news,
  choices,
  onCreated,
}: {
  news: EditorialNews | null;
  choices: EditorialNewsChoices | undefined;
  /** The new item's id, before the editor moves to its address: the page keeps this same editor there. */
  onCreated?: (id: number) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [create] = useCreateEditorialNewsMutation();
  const [save] = useSaveEditorialNewsMutation();
  const [move] = useMoveEditorialNewsMutation();
  const [load] = useLazyGetEditorialNewsQuery();
  const [asking, setAsking] = useState<{ move: NewsMove; publishAt?: string } | null>(null);
  const fieldId = (field: EditorialNewsField | 'album') => `${id}-${field}`;

  const frame = useEditorFrame<EditorialNews, NewsForm, NewsProblem>({
    item: news,
    blank: blankNewsForm(todayInBrazil(new Date())),
    formOf: newsFormOf,
    check: (form) => checkEditorialNews(draftBodyOf(form)),
    // The server's refusal of a field's rule is shown at that field, as the editor's own check is.
    fieldOfRefusal: (message) => {
      const field = fieldOfNewsRefusal(message);
      return field ? { field } : null;
    },
    focusIdOf: (found) => fieldId(found.field),
    save: (form, saved, version) =>
      saved
        ? save({ id: saved.id, body: { ...draftBodyOf(form), version } }).unwrap()
        : create(draftBodyOf(form)).unwrap(),
    load: (saved) => load(saved.id).unwrap(),
    goesLive: (saved) => saved.state === 'published',
    slotOf: (saved) => ({ subject: 'news', id: saved.id }),
    views: newsFieldViews,
    whose: t.whose,
    savedNotice: t.saved,
    onCreated: (created, passThrough) => {
      // The new item's own address, so a reload opens it rather than a blank form; the page keeps this editor.
      onCreated?.(created.id);
      passThrough(() => void navigate(paths.editorial.newsItem.href(created.id), { replace: true }));
    },
  });
  const { saved, form, busy } = frame;
  const { values, change } = form;

  // From the latest form: an upload that finishes while the press officer reorders joins the order they left.
  const { latest } = form;
  const changePhotoSet = useCallback(
    (next: (items: NewsForm['photoSet']) => NewsForm['photoSet']) =>
      change({ photoSet: next(latest().photoSet) }),
    [change, latest],
  );

  /** A confirmed move, on the item as saved: what is unsaved is saved first. */
  const moveConfirmed = () => {
    if (!asking) return;
    const { move: which, publishAt } = asking;
    setAsking(null);
    void frame.moveSaved(
      (current) => move({ id: current.id, move: which, version: current.version, publishAt }).unwrap(),
      newsMoveTexts[which].done,
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
                onChange={(event) => change({ title: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('subtitle')}
            label={t.subtitle}
            hint={t.optional}
            problem={form.problemOf('subtitle')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={values.subtitle}
                onChange={(event) => change({ subtitle: event.target.value })}
              />
            )}
          </FormField>
          <RichTextField
            id={fieldId('description')}
            label={t.text}
            html={values.description}
            loadKey={frame.loadKey}
            problem={form.problemOf('description')}
            pictures
            onChange={(description) => change({ description })}
          />
        </div>
        <div className="editorial-editor__side">
          {saved && (
            <p className="editorial-editor__state">
              {t.state}:{' '}
              <span className={`editorial-state editorial-state--${saved.state}`}>{saved.stateText}</span>
              {saved.state === 'scheduled' && saved.publishAt && (
                <span className="editorial-editor__when">
                  {t.scheduledFor(brazilDateTimeText(saved.publishAt))}
                </span>
              )}
            </p>
          )}
          <FormField id={fieldId('newsDate')} label={t.newsDate} problem={form.problemOf('newsDate')}>
            {(control) => (
              <IsoDateInput
                control={control}
                name="newsDate"
                value={values.newsDate}
                onChange={(newsDate) => change({ newsDate })}
              />
            )}
          </FormField>
          <MainPhotoField
            mediaId={values.mediaId}
            thumbnail={values.mediaThumbnail}
            onChange={(photo) =>
              change({ mediaId: photo?.mediaId ?? null, mediaThumbnail: photo?.thumbnail ?? null })
            }
          />
          <PhotoSetField
            id={fieldId('mediaIds')}
            items={values.photoSet}
            mainPhotoId={values.mediaId}
            problem={form.problemOf('mediaIds')}
            onChange={changePhotoSet}
            onUseAsMain={(photo) => change({ mediaId: photo.mediaId, mediaThumbnail: photo.thumbnail })}
          />
          <ReleasePdfField
            pdfFile={values.pdfFile}
            pdfUrl={values.pdfUrl}
            onChange={(pdf) => change({ pdfFile: pdf?.pdfFile ?? null, pdfUrl: pdf?.pdfUrl ?? null })}
          />
          <FormField id={fieldId('album')} label={editorialTexts.album.label} kind="select">
            {(control) => (
              <select
                {...control}
                value={values.albumId ?? ''}
                onChange={(event) =>
                  change({ albumId: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{editorialTexts.album.none}</option>
                {choices?.albums.map((album) => (
                  <option key={album.id} value={album.id}>
                    {album.title}
                    {!album.published && editorialTexts.album.draftSuffix}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div id={fieldId('associations')} tabIndex={-1}>
            <AssociationsField
              value={values.associations}
              choices={choices}
              problem={form.problemOf('associations')}
              onChange={(associations) => change({ associations })}
            />
          </div>
          <NewsShareFields
            values={values}
            change={change}
            problemOf={form.problemOf}
            fieldId={fieldId}
            newsId={saved?.id ?? null}
          />
          {(saved?.state === 'draft' || saved?.state === 'scheduled') && (
            <ScheduleField
              key={saved.publishAtLocal ?? ''}
              initial={saved.publishAtLocal ?? ''}
              disabled={busy}
              onSchedule={(publishAt) => setAsking({ move: 'schedule', publishAt })}
            />
          )}
          {(saved?.state === 'draft' || saved?.state === 'scheduled') && (
            <PreviewLinkPanel
              news={saved}
              onChange={(link) => frame.patchSaved((was) => ({ ...was, ...link }))}
            />
          )}
        </div>
        <div className="editorial-editor__outcome">{frame.parts.outcome}</div>
        <EditorActionBar>
          {frame.parts.status}
          <NewsActions
            saved={saved}
            busy={busy}
            onMove={(which, when) => setAsking({ move: which, publishAt: when })}
          />
        </EditorActionBar>
      </form>
      {frame.parts.leaveDialog}
      <ConfirmDialog
        show={asking !== null}
        title={asking ? newsMoveTexts[asking.move].title : ''}
        question={
          asking
            ? newsMoveTexts[asking.move].question(
                asking.publishAt
                  ? `${brazilDateText(asking.publishAt)} ${asking.publishAt.slice(11)}`
                  : undefined,
              )
            : ''
        }
        busy={false}
        onConfirm={moveConfirmed}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
