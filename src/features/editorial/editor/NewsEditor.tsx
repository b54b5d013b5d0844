import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
import { brazilDateTimeText } from '../editorialMoments';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { AssociationsField } from './AssociationsField';
import { ChangeHistory } from './ChangeHistory';
import { MainPhotoField } from './MainPhotoField';
import { UploadsField } from '../media/UploadsField';
import { NewsActions, type NewsMove } from './NewsActions';
import { blankNewsForm, draftBodyOf, newsFormOf, type NewsForm } from './newsForm';
import { ReleasePdfField } from './ReleasePdfField';
import { RichTextField } from './RichTextField';
import { SaveOutcome } from './SaveOutcome';

const t = editorialTexts.editor;
const moveNotices: Record<NewsMove, string> = {
  publish: t.published,
  unpublish: t.unpublished,
  schedule: t.scheduled,
};

/**
 * The news form: writes a new item (a draft) or edits a saved one. The rules of editorialNews.ts are checked before
 * a save and their message shown at the field; the server's refusals are shown as it words them. Two editors on one
 * item: the second one's save gets the 409 message and keeps everything typed; only 'Recarregar', the press
 * officer's own choice, replaces the form with the version saved by the other.
 */
export function NewsEditor({
  news,
  choices,
}: {
  news: EditorialNews | null;
  choices: EditorialNewsChoices | undefined;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(news);
  const [form, setForm] = useState<NewsForm>(() =>
    news ? newsFormOf(news) : blankNewsForm(todayInBrazil(new Date())),
  );
  const [loadKey, setLoadKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<{ field: EditorialNewsField; message: string } | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  const [create, creating] = useCreateEditorialNewsMutation();
  const [save, saving] = useSaveEditorialNewsMutation();
  const [move, moving] = useMoveEditorialNewsMutation();
  const [load, loading] = useLazyGetEditorialNewsQuery();
  const busy = creating.isLoading || saving.isLoading || moving.isLoading || loading.isFetching;

  const fieldId = (field: EditorialNewsField | 'album') => `${id}-${field}`;
  const problemOf = (field: EditorialNewsField) =>
    fieldProblem?.field === field ? fieldProblem.message : null;
  const change = (changes: Partial<NewsForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setDirty(true);
    setNotice('');
    if (fieldProblem && fieldProblem.field in changes) setFieldProblem(null);
  };

  /** A refusal: the 409 keeps the form and offers a reload; any other is said as the server words it. */
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) setConflict(true);
    else setProblem(editorialProblemOf(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice('');
    const rule = checkEditorialNews(form);
    setFieldProblem(rule);
    if (rule) {
      document.getElementById(fieldId(rule.field))?.focus();
      return;
    }
    try {
      if (!saved) {
        const created = await create(draftBodyOf(form)).unwrap();
        // The new item's own address, so a reload opens it rather than a blank form.
        void navigate(paths.editorial.newsItem.href(created.id), {
          replace: true,
          state: { notice: t.saved },
        });
        return;
      }
      const next = await save({
        id: saved.id,
        body: { ...draftBodyOf(form), version: saved.version },
      }).unwrap();
      setSaved(next);
      setDirty(false);
      setConflict(false);
      setNotice(t.saved);
    } catch (error) {
      refused(error);
    }
  };

  const onMove = async (which: NewsMove, publishAt?: string) => {
    if (!saved) return;
    setProblem(null);
    setNotice('');
    try {
      const next = await move({ id: saved.id, move: which, version: saved.version, publishAt }).unwrap();
      setSaved(next);
      setNotice(moveNotices[which]);
    } catch (error) {
      refused(error);
    }
  };

  const reload = async () => {
    if (!saved) return;
    try {
      const current = await load(saved.id).unwrap();
      setSaved(current);
      setForm(newsFormOf(current));
      setLoadKey((key) => key + 1);
      setDirty(false);
      setConflict(false);
      setFieldProblem(null);
      setProblem(null);
    } catch (error) {
      setProblem(editorialProblemOf(error, editorialTexts.loadFailed));
    }
  };

  return (
    <>
      <form className="editorial-editor" noValidate onSubmit={(event) => void submit(event)}>
        <div className="editorial-editor__main">
          <FormField id={fieldId('title')} label={t.title} problem={problemOf('title')}>
            {(control) => (
              <input
                {...control}
                type="text"
                value={form.title}
                onChange={(event) => change({ title: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('subtitle')}
            label={t.subtitle}
            hint={t.optional}
            problem={problemOf('subtitle')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                value={form.subtitle}
                onChange={(event) => change({ subtitle: event.target.value })}
              />
            )}
          </FormField>
          <RichTextField
            id={fieldId('description')}
            label={t.text}
            html={form.description}
            loadKey={loadKey}
            problem={problemOf('description')}
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
          <FormField id={fieldId('newsDate')} label={t.newsDate} problem={problemOf('newsDate')}>
            {(control) => (
              <IsoDateInput
                control={control}
                name="newsDate"
                value={form.newsDate}
                onChange={(newsDate) => change({ newsDate })}
              />
            )}
          </FormField>
          <MainPhotoField
            mediaId={form.mediaId}
            thumbnail={form.mediaThumbnail}
            onChange={(photo) =>
              change({ mediaId: photo?.mediaId ?? null, mediaThumbnail: photo?.thumbnail ?? null })
            }
          />
          <UploadsField
            mainPhotoId={form.mediaId}
            onUseAsMain={(photo) => change({ mediaId: photo.mediaId, mediaThumbnail: photo.thumbnail })}
          />
          <ReleasePdfField
            pdfFile={form.pdfFile}
            pdfUrl={form.pdfUrl}
            onChange={(pdf) => change({ pdfFile: pdf?.pdfFile ?? null, pdfUrl: pdf?.pdfUrl ?? null })}
          />
          <FormField id={fieldId('album')} label={editorialTexts.album.label} kind="select">
            {(control) => (
              <select
                {...control}
                value={form.albumId ?? ''}
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
              value={form.associations}
              choices={choices}
              problem={problemOf('associations')}
              onChange={(associations) => change({ associations })}
            />
          </div>
        </div>
        <div className="editorial-editor__footer">
          <SaveOutcome
            conflict={conflict}
            problem={problem}
            notice={notice}
            busy={busy}
            onReload={() => void reload()}
          />
          <NewsActions
            saved={saved}
            dirty={dirty}
            busy={busy}
            onMove={(which, at) => void onMove(which, at)}
          />
        </div>
      </form>
      {saved && <ChangeHistory changes={saved.changes} />}
    </>
  );
}
