import {
  checkSectionPage,
  fieldOfSectionPageRefusal,
  sectionRootPageId,
} from '../../../domain/editorialPages';
import type { EditorialSectionPage } from '../../../domain/editorialPageSchemas';
import { sectionLabels } from '../../../domain/sections';
import { PageEditor } from './PageEditor';
import {
  useLazyGetSectionPageQuery,
  useMoveSectionPageMutation,
  useSaveSectionPageMutation,
} from './sectionPagesApi';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.editor;
const texts = {
  saved: t.saved,
  published: t.published,
  unpublished: t.unpublished,
  positionHint: t.positionHint,
  whose: t.whose,
  publishQuestion: t.publishQuestion,
  unpublishQuestion: t.unpublishQuestion,
};
const noOwnFields = () => ({});

/**
 * A company, technology or e-mobility page's form: the page fields of every content page (PageEditor.tsx) and where
 * the page sits in its section's tree. The section's root stays published.
 */
export function SectionPageEditor({ page }: { page: EditorialSectionPage }) {
  const [save] = useSaveSectionPageMutation();
  const [move] = useMoveSectionPageMutation();
  const [load] = useLazyGetSectionPageQuery();
  const keyOf = (saved: EditorialSectionPage) => ({ kind: saved.kind, id: saved.id });

  return (
    <PageEditor
      page={page}
      labels={t.fields}
      texts={texts}
      slotOf={(saved) => ({ subject: saved.kind, id: saved.id })}
      ownOf={noOwnFields}
      check={(fields) => checkSectionPage(fields)}
      fieldOfRefusal={fieldOfSectionPageRefusal}
      save={(saved, body) => save({ ...keyOf(saved), body }).unwrap()}
      move={(saved, which) => move({ ...keyOf(saved), move: which, version: saved.version }).unwrap()}
      load={(saved) => load(keyOf(saved)).unwrap()}
      stays={page.id === sectionRootPageId ? t.rootStays : null}
      where={(saved) => (
        <p className="section-editor__where">
          {t.where}: {sectionLabels[saved.kind]} ·{' '}
          {saved.level === 2 ? t.levels[2](saved.parentTitle ?? '') : t.levels[saved.level]}
        </p>
      )}
    />
  );
}
