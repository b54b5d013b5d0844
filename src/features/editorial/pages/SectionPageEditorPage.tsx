import { useParams } from 'react-router-dom';
import { sectionPageMessages } from '../../../domain/editorialPages';
import { paths } from '../../../domain/routes';
import { sectionKinds, type SectionKind } from '../../../domain/sections';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { SectionPageEditor } from '../sectionPages/SectionPageEditor';
import { useGetSectionPageQuery } from '../sectionPages/sectionPagesApi';
import { sectionPagesTexts } from '../sectionPages/sectionPagesTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';

/**
 * /redacao/paginas/{kind}/{id}: a section page's editor, on the page read afresh (the version the editor starts
 * from is the one the server has now).
 */
export default function SectionPageEditorPage() {
  const mayPublish = useMayPublish();
  const params = useParams();
  const kind = sectionKinds.find((section) => section === params.kind) as SectionKind | undefined;
  const id = Number(params.pageId);
  const valid = kind !== undefined && Number.isInteger(id) && id > 0;
  const page = useGetSectionPageQuery(
    { kind: kind ?? 'company', id },
    { skip: !mayPublish || !valid, refetchOnMountOrArgChange: true },
  );

  const { restores, history } = useRevisionHistoryOf(page);
  const item = kind && valid && page.data ? { subject: kind, id } : null;

  let content;
  if (!valid) content = <p className="editorial-page__problem">{sectionPageMessages.notFound}</p>;
  // Once read, the editor stays: a later read of the same page (its 'Recarregar') must never unmount the form.
  else if (page.data?.kind === kind && page.data.id === id)
    content = <SectionPageEditor key={`${kind}-${id}-${restores}`} page={page.data} />;
  else if (page.isLoading || page.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={page.error} onRetry={() => void page.refetch()} />;

  return (
    <EditorialFrame
      title={sectionPagesTexts.editor.title}
      trail={[{ label: sectionPagesTexts.heading, to: paths.editorial.pages.href(kind) }]}
    >
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
