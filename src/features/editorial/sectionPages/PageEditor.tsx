import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FormField } from '../../../components/forms/FormField';
import {
  type PageFields,
  type PageProblem,
  type SectionPageField,
  type SectionPagePhotoField,
} from '../../../domain/editorialPages';
import type { EditorialPageBase, SectionPageSaveBody } from '../../../domain/editorialPageSchemas';
import { isApiError } from '../../../lib/api/apiErrors';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useLeaveGuard } from '../frame/useLeaveGuard';
import { MainPhotoField } from '../editor/MainPhotoField';
import { RichTextField } from '../editor/RichTextField';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { PageActions, type PageMove } from './PageActions';
import { PageBlocksField } from './PageBlocksField';
import { fieldsOf, pageFormOf, saveBodyOf, type PageForm, type PhotoChoice } from './pageForm';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.editor;
type Problem = PageProblem<string>;

/** What a kind of page's own fields are given to draw themselves beside the page fields. */
export interface OwnFieldsProps<Own> {
  own: Own;
  /** `field` is the one changed, so a problem marked on it goes. */
  change: (changes: Partial<Own>, field: string) => void;
  fieldId: (field: string) => string;
  problemOf: (field: string) => string | null;
  /** A photo field of the page's, as the page's own photos are drawn. */
  photoField: (
    field: string,
    label: string,
    photo: PhotoChoice,
    onChange: (photo: PhotoChoice) => void,
  ) => ReactNode;
}

export interface PageEditorProps<Page extends EditorialPageBase, Own> {
  page: Page;
  /** The field names as the editor labels them (the page fields', and the kind's own). */
  labels: Record<Exclude<SectionPageField, 'blocks'>, string>;
  texts: { saved: string; published: string; unpublished: string; positionHint: string };
  /** The kind of page's own fields as the form holds them, from the page read. */
  ownOf: (page: Page) => Own;
  /** The kind of page's rules, on the page fields and its own. */
  check: (fields: PageFields, own: Own) => Problem | null;
  /** The field a server's refusal names, if any. */
  fieldOfRefusal: (message: string) => Omit<Problem, 'message'> | null;
  save: (saved: Page, body: SectionPageSaveBody, own: Own) => Promise<Page>;
  move: (saved: Page, move: PageMove) => Promise<Page>;
  load: (saved: Page) => Promise<Page>;
  /** What the page is and where it sits, under its state. */
  where?: (saved: Page) => ReactNode;
  /** Said instead of 'Despublicar' when the page must stay published. */
  stays?: string | null;
  ownFields?: (props: OwnFieldsProps<Own>) => ReactNode;
  /** Shown after the form, before the history (a car's versions). */
  after?: (saved: Page) => ReactNode;
}

/**
 * A content page's form (a company, technology or e-mobility page, a car, a version): its texts, its three photos,
 * its blocks, its place in the menu, and the kind's own fields. The kind's rules are checked before a save and their
 * message shown at the field; a refusal of the server that names a field (its HTML rules, a photo that can't be
 * used) is shown there too. Two editors on one page: the second one's save gets the 409 message and keeps everything
 * typed; only 'Recarregar', the press officer's own choice, replaces the form with the version saved by the other.
 */
export function PageEditor<Page extends EditorialPageBase, Own>({
  page,
  labels,
  texts,
  ownOf,
  check,
  fieldOfRefusal,
  save,
  move,
  load,
  where,
  stays = null,
  ownFields,
  after,
}: PageEditorProps<Page, Own>) {
  const id = useId();
  const location = useLocation();
  const [saved, setSaved] = useState(page);
  const [form, setForm] = useState<PageForm>(() => pageFormOf(page));
  const [own, setOwn] = useState<Own>(() => ownOf(page));
  const [loadKey, setLoadKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const leaveGuard = useLeaveGuard(dirty);
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<Problem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');

  const fieldId = (field: string) => `${id}-${field}`;
  const blockId = (index: number) => `${id}-block-${index}`;
  const problemOf = (field: string) =>
    fieldProblem?.field === field && fieldProblem.block === undefined ? fieldProblem.message : null;
  const touched = (fields: string[]) => {
    setDirty(true);
    setNotice('');
    if (fieldProblem && fields.includes(fieldProblem.field)) setFieldProblem(null);
  };
  const change = (changes: Partial<PageForm>, field?: string) => {
    setForm((current) => ({ ...current, ...changes }));
    touched(field ? [field, ...Object.keys(changes)] : Object.keys(changes));
  };
  const changeOwn = (changes: Partial<Own>, field: string) => {
    setOwn((current) => ({ ...current, ...changes }));
    touched([field]);
  };
  // The field a problem sends the focus to, once the render that marks it is done: the field already says why.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);
  const showAtField = (found: Problem) => {
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
    const field = isApiError(error) && error.status === 400 ? fieldOfRefusal(message) : null;
    if (field) showAtField({ ...field, message });
    else setProblem(message);
  };

  /** Runs one call at a time: the form's buttons wait for it. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice('');
    const rule = check(fieldsOf(form), own);
    setFieldProblem(null);
    if (rule) {
      showAtField(rule);
      return;
    }
    await run(async () => {
      try {
        const next = await save(saved, saveBodyOf(form, saved.version), own);
        setSaved(next);
        setDirty(false);
        setConflict(false);
        setNotice(texts.saved);
      } catch (error) {
        refused(error);
      }
    });
  };

  const onMove = (which: PageMove) =>
    run(async () => {
      setProblem(null);
      setNotice('');
      try {
        setSaved(await move(saved, which));
        setNotice(which === 'publish' ? texts.published : texts.unpublished);
      } catch (error) {
        refused(error);
      }
    });

  const reload = () =>
    run(async () => {
      try {
        const current = await load(saved);
        setSaved(current);
        setForm(pageFormOf(current));
        setOwn(ownOf(current));
        setLoadKey((n) => n + 1);
        setDirty(false);
        setConflict(false);
        setFieldProblem(null);
        setProblem(null);
      } catch (error) {
        setProblem(editorialProblemOf(error, editorialTexts.loadFailed));
      }
    });

  const photoField = (
    field: string,
    label: string,
    photo: PhotoChoice,
    onChange: (photo: PhotoChoice) => void,
  ) => (
    <div id={fieldId(field)} tabIndex={-1}>
      <MainPhotoField
        legend={label}
        chosenAlt={t.photoChosenAlt(label)}
        mediaId={photo.mediaId}
        thumbnail={photo.thumbnail}
        problem={problemOf(field)}
        onChange={(chosen) =>
          onChange({ mediaId: chosen?.mediaId ?? null, thumbnail: chosen?.thumbnail ?? null })
        }
      />
    </div>
  );
  const pagePhotoField = (field: SectionPagePhotoField) =>
    photoField(field, labels[field], form.photos[field], (photo) =>
      change({ photos: { ...form.photos, [field]: photo } }, field),
    );

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
          {where?.(saved)}
          <FormField
            id={fieldId('position')}
            label={labels.position}
            hint={texts.positionHint}
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
          {ownFields?.({ own, change: changeOwn, fieldId, problemOf, photoField })}
          {pagePhotoField('mediaId')}
          {pagePhotoField('sideMediaId')}
          {pagePhotoField('bottomMediaId')}
        </div>
        <div className="editorial-editor__footer">
          <SaveOutcome
            conflict={conflict}
            problem={problem}
            notice={notice}
            busy={busy}
            onReload={() => void reload()}
          />
          <PageActions
            saved={saved}
            dirty={dirty}
            busy={busy}
            stays={stays}
            onMove={(which) => void onMove(which)}
          />
        </div>
        {leaveGuard.dialog}
      </form>
      {after?.(saved)}
      <ChangeHistory changes={saved.changes} />
    </>
  );
}
