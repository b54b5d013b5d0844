import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import { IsoDateInput } from '../../../components/forms/IsoDateInput';
import { checkEditorialNews, type EditorialNewsField } from '../../../domain/editorialNews';
import type { EditorialNews, EditorialNewsChoices } from '../../../domain/editorialSchemas';
import { paths } from '../../../domain/routes';
import { todayInBrazil } from '../../../domain/loanDates';
import { isApiError } from '../../../lib/api/apiErrors';
import {
  useCreateEditorialNewsMutation,
  useLazyGetEditorialNewsQuery,
  useMoveEditorialNewsMutation,
  useSaveEditorialNewsMutation,
} from '../editorialApi';
import { brazilDateText, brazilDateTimeText } from '../editorialMoments';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { AutosaveRecovery } from '../frame/AutosaveRecovery';
import { ConflictView } from '../frame/ConflictView';
import { EditorStatusLine } from '../frame/EditorStatusLine';
import { fieldDifferences } from '../frame/fieldDifferences';
import { frameTexts } from '../frame/frameTexts';
import { useAutosave } from '../frame/useAutosave';
import { useEditorForm } from '../frame/useEditorForm';
import { useLeaveGuard } from '../frame/useLeaveGuard';
import { useDropAutosaveMutation, useGetAutosaveQuery, usePutAutosaveMutation } from '../history/historyApi';
import { PhotoSetField } from '../media/PhotoSetField';
import { AssociationsField } from './AssociationsField';
import { ChangeHistory } from './ChangeHistory';
import { MainPhotoField } from './MainPhotoField';
import { NewsActions } from './NewsActions';
import { newsFieldViews } from './newsFieldViews';
import { blankNewsForm, draftBodyOf, newsFormOf, type NewsForm } from './newsForm';
import { newsMoveTexts, type NewsMove } from './newsMoves';
import { ReleasePdfField } from './ReleasePdfField';
import { RichTextField } from './RichTextField';
import { SaveOutcome } from './SaveOutcome';
import { ScheduleField } from './ScheduleField';

const t = editorialTexts.editor;

/**
 * Enter in a one-line field does not submit the editor: a published item's save goes live, and a press officer who
 * presses Enter at the end of a title means nothing by it. 'Salvar' (or the autosave) saves.
 */
const withoutImplicitSubmit = (event: KeyboardEvent<HTMLFormElement>) => {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit')
    event.preventDefault();
};

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
  const location = useLocation();
  const [saved, setSaved] = useState(news);
  const form = useEditorForm<NewsForm, EditorialNewsField>(
    news ? newsFormOf(news) : blankNewsForm(todayInBrazil(new Date())),
  );
  const { values, change } = form;
  const [loadKey, setLoadKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  /** A 409: the version saved meanwhile, once read. */
  const [conflict, setConflict] = useState<{ theirs: EditorialNews | null } | null>(null);
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  const [asking, setAsking] = useState<{ move: NewsMove; publishAt?: string } | null>(null);
  const [create, creating] = useCreateEditorialNewsMutation();
  const [save, saving] = useSaveEditorialNewsMutation();
  const [move, moving] = useMoveEditorialNewsMutation();
  const [load, loading] = useLazyGetEditorialNewsQuery();
  const busy = creating.isLoading || saving.isLoading || moving.isLoading || loading.isFetching;
  const live = saved?.state === 'published';
  const rule = checkEditorialNews(draftBodyOf(values));
  // A published item's edits go live when saved, so its autosave keeps them aside on the server instead.
  const [putAutosave] = usePutAutosaveMutation();
  const [dropAutosave] = useDropAutosaveMutation();
  const keptAside = useGetAutosaveQuery(
    { subject: 'news', id: news?.id ?? 0 },
    { skip: news?.state !== 'published' },
  ).data?.autosave;
  const [recoveryAnswered, setRecoveryAnswered] = useState(false);
  const recoverable =
    keptAside && !recoveryAnswered && JSON.stringify(keptAside.body) !== JSON.stringify(values)
      ? keptAside
      : null;

  const fieldId = (field: EditorialNewsField | 'album') => `${id}-${field}`;

  // From the latest form: an upload that finishes while the press officer reorders joins the order they left.
  const { latest } = form;
  const changePhotoSet = useCallback(
    (next: (items: NewsForm['photoSet']) => NewsForm['photoSet']) =>
      change({ photoSet: next(latest().photoSet) }),
    [change, latest],
  );

  /** A refusal: the 409 opens the conflict view; any other is said as the server words it. */
  const refused = async (error: unknown) => {
    if (!(isApiError(error) && error.status === 409 && saved)) {
      setProblem(editorialProblemOf(error));
      return;
    }
    setConflict({ theirs: null });
    try {
      setConflict({ theirs: await load(saved.id).unwrap() });
    } catch (loadError) {
      setConflict(null);
      setProblem(editorialProblemOf(loadError, editorialTexts.loadFailed));
    }
  };

  /**
   * Sends the form as it stands: creates the draft or saves the item at `version` (the one the editor started
   * from, or the other person's when keeping mine over theirs). Answers the item as the server kept it, or null.
   */
  const persist = async ({ auto, version }: { auto: boolean; version?: number }) => {
    const sent = values;
    const refusal = checkEditorialNews(draftBodyOf(sent));
    if (refusal) {
      if (!auto) {
        form.setProblem(refusal);
        document.getElementById(fieldId(refusal.field))?.focus();
      }
      return null;
    }
    form.setProblem(null);
    setProblem(null);
    if (!auto) setNotice('');
    autosave.saving();
    try {
      const next = saved
        ? await save({
            id: saved.id,
            body: { ...draftBodyOf(sent), version: version ?? saved.version },
          }).unwrap()
        : await create(draftBodyOf(sent)).unwrap();
      setSaved(next);
      form.kept(sent, { replace: false });
      autosave.saved(new Date());
      setConflict(null);
      if (!auto) setNotice(t.saved);
      if (!saved) {
        // The new item's own address, so a reload opens it rather than a blank form; the page keeps this editor.
        onCreated?.(next.id);
        guard.passThrough(() => void navigate(paths.editorial.newsItem.href(next.id), { replace: true }));
      }
      return next;
    } catch (error) {
      autosave.stopped(auto);
      await refused(error);
      return null;
    }
  };

  const autosave = useAutosave({
    unsaved: form.unsaved,
    changeCount: form.changeCount,
    // Kept edits waiting for an answer are not overwritten by the autosave of the form as it opened.
    ready: !busy && !conflict && !recoverable && rule === null,
    save: async () => {
      if (!live || !saved) {
        await persist({ auto: true });
        return;
      }
      autosave.saving();
      try {
        await putAutosave({
          subject: 'news',
          id: saved.id,
          version: saved.version,
          body: Object.fromEntries(Object.entries(values)),
        }).unwrap();
        autosave.keptAside(new Date());
      } catch {
        autosave.stopped(true);
      }
    },
  });

  // Edits kept aside are not lost by leaving: they are offered back when the item is opened again.
  const guard = useLeaveGuard(form.unsaved && autosave.state.kind !== 'aside');

  const recover = (body: Record<string, unknown>) => {
    const known = Object.keys(values).filter((field) => field in body);
    change(Object.fromEntries(known.map((field) => [field, body[field]])) as Partial<NewsForm>);
    setLoadKey((key) => key + 1);
    setRecoveryAnswered(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void persist({ auto: false });
  };

  /** A confirmed move, on the item as saved: what is unsaved is saved first. */
  const moveConfirmed = async () => {
    if (!asking) return;
    const { move: which, publishAt } = asking;
    setAsking(null);
    setNotice('');
    setProblem(null);
    const current = form.unsaved || !saved ? await persist({ auto: false }) : saved;
    if (!current) return;
    try {
      const next = await move({ id: current.id, move: which, version: current.version, publishAt }).unwrap();
      setSaved(next);
      // What was unsaved was saved first: the form takes the item as moved (a schedule sets its date).
      form.kept(newsFormOf(next), { replace: true });
      setNotice(newsMoveTexts[which].done);
    } catch (error) {
      await refused(error);
    }
  };

  const takeTheirs = (theirs: EditorialNews) => {
    setSaved(theirs);
    form.kept(newsFormOf(theirs), { replace: true });
    setLoadKey((key) => key + 1);
    setConflict(null);
    form.setProblem(null);
    setProblem(null);
  };

  const theirs = conflict?.theirs ?? null;
  const lastChange = theirs?.changes[0];

  return (
    <>
      <form className="editorial-editor" noValidate onSubmit={submit} onKeyDown={withoutImplicitSubmit}>
        {recoverable && saved && (
          <div className="editorial-editor__outcome">
            {recoverable && saved && (
              <AutosaveRecovery
                savedAt={recoverable.savedAt}
                onRecover={() => recover(recoverable.body)}
                onDiscard={() => {
                  setRecoveryAnswered(true);
                  void dropAutosave({ subject: 'news', id: saved.id });
                }}
              />
            )}
          </div>
        )}
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
            loadKey={loadKey}
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
          {(saved?.state === 'draft' || saved?.state === 'scheduled') && (
            <ScheduleField
              key={saved.publishAtLocal ?? ''}
              initial={saved.publishAtLocal ?? ''}
              disabled={busy}
              onSchedule={(publishAt) => setAsking({ move: 'schedule', publishAt })}
            />
          )}
        </div>
        <div className="editorial-editor__outcome">
          {conflict && (
            <ConflictView
              savedBy={
                lastChange
                  ? frameTexts.conflict.savedBy(lastChange.who, brazilDateTimeText(lastChange.at).slice(11))
                  : null
              }
              differences={theirs ? fieldDifferences(newsFieldViews, values, newsFormOf(theirs)) : null}
              busy={busy || !theirs}
              onKeepMine={() => theirs && void persist({ auto: false, version: theirs.version })}
              onTakeTheirs={() => theirs && takeTheirs(theirs)}
            />
          )}
          <SaveOutcome problem={problem} notice={notice} />
        </div>
        <div className="editorial-editor__bar">
          <EditorStatusLine
            state={autosave.state}
            waitingRules={rule !== null}
            waitingRecovery={recoverable !== null}
          />
          <NewsActions
            saved={saved}
            busy={busy}
            onMove={(which, when) => setAsking({ move: which, publishAt: when })}
          />
        </div>
      </form>
      {guard.dialog}
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
        onConfirm={() => void moveConfirmed()}
        onClose={() => setAsking(null)}
      />
      {saved && <ChangeHistory changes={saved.changes} />}
    </>
  );
}
