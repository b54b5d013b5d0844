import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { FormField } from '../../../components/forms/FormField';
import {
  checkSectionPage,
  fieldOfSectionPageRefusal,
  sectionPageMessages,
  sectionRootPageId,
  type SectionPageField,
  type SectionPagePhotoField,
  type SectionPageProblem,
} from '../../../domain/editorialPages';
import type { EditorialSectionPage } from '../../../domain/editorialPageSchemas';
import { sectionLabels } from '../../../domain/sections';
import { isApiError } from '../../../lib/api/apiErrors';
import { ChangeHistory } from '../editor/ChangeHistory';
import { MainPhotoField } from '../editor/MainPhotoField';
import { RichTextField } from '../editor/RichTextField';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { PageActions, type PageMove } from './PageActions';
import { PageBlocksField } from './PageBlocksField';
import { fieldsOf, pageFormOf, saveBodyOf, type PageForm } from './pageForm';
import {
  useLazyGetSectionPageQuery,
  useMoveSectionPageMutation,
  useSaveSectionPageMutation,
} from './sectionPagesApi';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.editor;
const labels = t.fields;
const moveNotices: Record<PageMove, string> = { publish: t.published, unpublish: t.unpublished };

/**
 * A company, technology or e-mobility page's form: its texts, its three photos, its blocks, its place in the menu.
 * The rules of editorialPages.ts are checked before a save and their message shown at the field; a refusal of the
 * server that names a field (its HTML rules, a photo that can't be used) is shown there too. Two editors on one
 * page: the second one's save gets the 409 message and keeps everything typed; only 'Recarregar', the press
 * officer's own choice, replaces the form with the version saved by the other.
 */
export function SectionPageEditor({ page }: { page: EditorialSectionPage }) {
  const id = useId();
  const location = useLocation();
  const [saved, setSaved] = useState(page);
  const [form, setForm] = useState<PageForm>(() => pageFormOf(page));
  const [loadKey, setLoadKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<SectionPageProblem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  const [save, saving] = useSaveSectionPageMutation();
  const [move, moving] = useMoveSectionPageMutation();
  const [load, loading] = useLazyGetSectionPageQuery();
  const busy = saving.isLoading || moving.isLoading || loading.isFetching;
  const key = { kind: saved.kind, id: saved.id };

  const fieldId = (field: SectionPageField) => `${id}-${field}`;
  const blockId = (index: number) => `${id}-block-${index}`;
  const problemOf = (field: SectionPageField) =>
    fieldProblem?.field === field && fieldProblem.block === undefined ? fieldProblem.message : null;
  const change = (changes: Partial<PageForm>, field?: SectionPageField) => {
    setForm((current) => ({ ...current, ...changes }));
    setDirty(true);
    setNotice('');
    if (fieldProblem && (fieldProblem.field === field || fieldProblem.field in changes))
      setFieldProblem(null);
  };
  // The field a problem sends the focus to, once the render that marks it is done: the field already says why.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
  const showAtField = (found: SectionPageProblem) => {
    setFieldProblem(found);
    setFocusTarget({
      id: found.field === 'blocks' && found.block !== undefined ? blockId(found.block) : fieldId(found.field),
    });
  };

  /** A refusal: the 409 keeps the form and offers a reload; one about a field is shown there; any other above. */
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setConflict(true);
      return;
    }
    const message = editorialProblemOf(error);
    const field = isApiError(error) && error.status === 400 ? fieldOfSectionPageRefusal(message) : null;
    if (field) showAtField({ ...field, message });
    else setProblem(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice('');
    const rule = checkSectionPage(fieldsOf(form));
    setFieldProblem(null);
    if (rule) {
      showAtField(rule);
      return;
    }
    try {
      const next = await save({ ...key, body: saveBodyOf(form, saved.version) }).unwrap();
      setSaved(next);
      setDirty(false);
      setConflict(false);
      setNotice(t.saved);
    } catch (error) {
      refused(error);
    }
  };

  const onMove = async (which: PageMove) => {
    setProblem(null);
    setNotice('');
    try {
      const next = await move({ ...key, move: which, version: saved.version }).unwrap();
      setSaved(next);
      setNotice(moveNotices[which]);
    } catch (error) {
      refused(error);
    }
  };

  const reload = async () => {
    try {
      const current = await load(key).unwrap();
      setSaved(current);
      setForm(pageFormOf(current));
      setLoadKey((n) => n + 1);
      setDirty(false);
      setConflict(false);
      setFieldProblem(null);
      setProblem(null);
    } catch (error) {
      setProblem(editorialProblemOf(error, editorialTexts.loadFailed));
    }
  };

  const photoField = (field: SectionPagePhotoField) => (
    <div id={fieldId(field)} tabIndex={-1}>
      <MainPhotoField
        legend={labels[field]}
        chosenAlt={t.photoChosenAlt(labels[field])}
        mediaId={form.photos[field].mediaId}
        thumbnail={form.photos[field].thumbnail}
        problem={problemOf(field)}
        onChange={(photo) =>
          change(
            {
              photos: {
                ...form.photos,
                [field]: { mediaId: photo?.mediaId ?? null, thumbnail: photo?.thumbnail ?? null },
              },
            },
            field,
          )
        }
      />
    </div>
  );

  const where = saved.level === 2 ? t.levels[2](saved.parentTitle ?? '') : t.levels[saved.level];

  return (
    <>
      <form className="editorial-editor section-editor" noValidate onSubmit={(event) => void submit(event)}>
        <div className="editorial-editor__main">
          <FormField id={fieldId('title')} label={labels.title} problem={problemOf('title')}>
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
            label={labels.subtitle}
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
            label={labels.description}
            html={form.description}
            loadKey={loadKey}
            problem={problemOf('description')}
            onChange={(description) => change({ description })}
          />
          <RichTextField
            id={fieldId('sideDescription')}
            label={labels.sideDescription}
            html={form.sideDescription}
            loadKey={loadKey}
            problem={problemOf('sideDescription')}
            onChange={(sideDescription) => change({ sideDescription })}
          />
          <p className="form-text section-editor__hint">{t.sideHint}</p>
          <FormField
            id={fieldId('bottomTitle')}
            label={labels.bottomTitle}
            hint={t.bottomHint}
            problem={problemOf('bottomTitle')}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                value={form.bottomTitle}
                onChange={(event) => change({ bottomTitle: event.target.value })}
              />
            )}
          </FormField>
          <PageBlocksField
            id={fieldId('blocks')}
            blocks={form.blocks}
            problem={fieldProblem?.field === 'blocks' ? fieldProblem : null}
            idOf={blockId}
            onChange={(blocks) => change({ blocks })}
          />
        </div>
        <div className="editorial-editor__side">
          <p className="editorial-editor__state">
            {t.state}:{' '}
            <span className={`editorial-state editorial-state--${saved.state}`}>{saved.stateText}</span>
          </p>
          <p className="section-editor__where">
            {t.where}: {sectionLabels[saved.kind]} · {where}
          </p>
          <FormField
            id={fieldId('position')}
            label={labels.position}
            hint={t.positionHint}
            problem={problemOf('position')}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={form.position}
                onChange={(event) => change({ position: event.target.value })}
              />
            )}
          </FormField>
          {photoField('mediaId')}
          {photoField('sideMediaId')}
          {photoField('bottomMediaId')}
        </div>
        <div className="editorial-editor__footer">
          {conflict && (
            <div className="alert alert-warning editorial-editor__conflict" role="alert">
              <p>{sectionPageMessages.conflict}</p>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={busy}
                onClick={() => void reload()}
              >
                {t.reload}
              </button>
            </div>
          )}
          {problem && (
            <p className="alert alert-danger" role="alert">
              {problem}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {notice}
          </p>
          {notice && (
            <p className="editorial-editor__notice" aria-hidden="true">
              {notice}
            </p>
          )}
          <PageActions
            saved={saved}
            dirty={dirty}
            busy={busy}
            isRoot={saved.id === sectionRootPageId}
            onMove={(which) => void onMove(which)}
          />
        </div>
      </form>
      <ChangeHistory changes={saved.changes} />
    </>
  );
}
