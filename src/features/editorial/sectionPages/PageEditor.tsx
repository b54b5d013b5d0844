import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import {
  type PageFields,
  type PageProblem,
  type SectionPageField,
  type SectionPagePhotoField,
} from '../../../domain/editorialPages';
import type { EditorialPageBase, SectionPageSaveBody } from '../../../domain/editorialPageSchemas';
import { MainPhotoField } from '../editor/MainPhotoField';
import { RichTextField } from '../editor/RichTextField';
import type { FieldView } from '../frame/fieldDifferences';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import type { EditedItem } from '../history/historyApi';
import { PageActions, type PageMove } from './PageActions';
import { PageBlocksField } from './PageBlocksField';
import { pageFieldViews } from './pageFieldViews';
import { fieldsOf, pageFormOf, saveBodyOf, type PageForm, type PhotoChoice } from './pageForm';
import { sectionPagesTexts } from './sectionPagesTexts';
import { EditorActionBar } from '../frame/EditorActionBar';

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

export interface PageEditorProps<Page extends EditorialPageBase, Own extends object> {
  page: Page;
  /** The field names as the editor labels them (the page fields', and the kind's own). */
  labels: Record<Exclude<SectionPageField, 'blocks'>, string>;
  texts: {
    saved: string;
    published: string;
    unpublished: string;
    positionHint: string;
    /** 'desta página': whose kept edits are offered back. */
    whose: string;
    publishQuestion: string;
    unpublishQuestion: string;
  };
  /** The item as the revisions, autosaves and locks name it. */
  slotOf: (page: Page) => EditedItem;
  /** The kind of page's own fields as the form holds them, from the page read; none of a page field's names. */
  ownOf: (page: Page) => Own;
  /** How the kind's own fields read when two versions are compared. */
  ownViews?: Partial<Record<keyof Own & string, FieldView>>;
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
  /** Shown after the form (a car's versions). */
  after?: (saved: Page) => ReactNode;
}

/** The page fields and the kind's own, one form: the kind's own field names are none of the page fields'. */
type Form<Own> = PageForm & Own;

const ownPart = <Own extends object>(form: Form<Own>, own: Own): Own =>
  Object.fromEntries(Object.keys(own).map((field) => [field, form[field as keyof Form<Own>]])) as Own;

/**
 * A content page's form (a company, technology or e-mobility page, a car, a version): its texts, its three photos,
 * its blocks, its place in the menu, and the kind's own fields, in the editor frame (useEditorFrame.tsx): a draft
 * saves itself, a published page's edits are kept aside until saved, a 409 opens the conflict view, leaving with
 * unsaved edits asks. The kind's rules are checked before a save and their message shown at the field; a refusal of
 * the server that names a field (its HTML rules, a photo that can't be used) is shown there too. 'Publicar' and
 * 'Despublicar' ask once, saying what will happen.
 */
export function PageEditor<Page extends EditorialPageBase, Own extends object>({
  page,
  labels,
  texts,
  slotOf,
  ownOf,
  ownViews,
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
  const fieldId = (field: string) => `${id}-${field}`;
  const blockId = (index: number) => `${id}-block-${index}`;
  const [asking, setAsking] = useState<PageMove | null>(null);
  const blankOwn = ownOf(page);
  const ownOfForm = (form: Form<Own>) => ownPart(form, blankOwn);
  const formOf = (saved: Page): Form<Own> => ({ ...pageFormOf(saved), ...ownOf(saved) });

  const frame = useEditorFrame<Page, Form<Own>, Problem>({
    item: page,
    formOf,
    check: (form) => check(fieldsOf(form), ownOfForm(form)),
    fieldOfRefusal,
    focusIdOf: (found) =>
      found.field === 'blocks' && found.block !== undefined ? blockId(found.block) : fieldId(found.field),
    save: (form, saved, version) => save(saved!, saveBodyOf(form, version), ownOfForm(form)),
    load,
    goesLive: (saved) => saved.state === 'published',
    slotOf,
    views: { ...pageFieldViews(labels), ...ownViews } as Partial<Record<keyof Form<Own> & string, FieldView>>,
    whose: texts.whose,
    savedNotice: texts.saved,
  });
  const saved = frame.saved!;
  const { form, busy } = frame;
  const values = form.values;

  const problemOf = (field: string) =>
    form.problem?.field === field && form.problem.block === undefined ? form.problem.message : null;
  /** `field` names the problem a change answers when the change itself is under another name (a photo). */
  const change = (changes: Partial<PageForm> | Partial<Own>, field?: string) => {
    form.change(changes as Partial<Form<Own>>);
    if (field && form.problem?.field === field) form.setProblem(null);
    frame.setNotice('');
  };

  const moveConfirmed = () => {
    if (!asking) return;
    const which = asking;
    setAsking(null);
    void frame.moveSaved(
      (current) => move(current, which),
      which === 'publish' ? texts.published : texts.unpublished,
    );
  };

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
    photoField(field, labels[field], values.photos[field], (photo) =>
      change({ photos: { ...form.latest().photos, [field]: photo } }, field),
    );

  return (
    <>
      <form
        className="editorial-editor section-editor"
        noValidate
        onSubmit={frame.submit}
        onKeyDown={withoutImplicitSubmit}
      >
        {frame.parts.recovery}
        <div className="editorial-editor__main">
          <FormField id={fieldId('title')} label={labels.title} problem={problemOf('title')}>
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
            label={labels.subtitle}
            hint={t.optional}
            problem={problemOf('subtitle')}
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
            label={labels.description}
            html={values.description}
            loadKey={frame.loadKey}
            problem={problemOf('description')}
            onChange={(description) => change({ description })}
          />
          <RichTextField
            id={fieldId('sideDescription')}
            label={labels.sideDescription}
            html={values.sideDescription}
            loadKey={frame.loadKey}
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
                value={values.bottomTitle}
                onChange={(event) => change({ bottomTitle: event.target.value })}
              />
            )}
          </FormField>
          <PageBlocksField
            id={fieldId('blocks')}
            blocks={values.blocks}
            problem={form.problem?.field === 'blocks' ? form.problem : null}
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
                value={values.position}
                onChange={(event) => change({ position: event.target.value })}
              />
            )}
          </FormField>
          {ownFields?.({
            own: ownOfForm(values),
            change,
            fieldId,
            problemOf,
            photoField,
          })}
          {pagePhotoField('mediaId')}
          {pagePhotoField('sideMediaId')}
          {pagePhotoField('bottomMediaId')}
        </div>
        <div className="editorial-editor__outcome">{frame.parts.outcome}</div>
        <EditorActionBar>
          {frame.parts.status}
          <PageActions saved={saved} busy={busy} stays={stays} onMove={setAsking} />
        </EditorActionBar>
      </form>
      {frame.parts.leaveDialog}
      <ConfirmDialog
        show={asking !== null}
        title={asking === 'publish' ? t.publishTitle : t.unpublishTitle}
        question={asking === 'publish' ? texts.publishQuestion : texts.unpublishQuestion}
        busy={false}
        onConfirm={moveConfirmed}
        onClose={() => setAsking(null)}
      />
      {after?.(saved)}
    </>
  );
}
