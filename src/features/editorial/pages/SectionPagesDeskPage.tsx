import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { sectionKinds, sectionLabels, type SectionKind } from '../../../domain/sections';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { NewPageForm } from '../sectionPages/NewPageForm';
import { SectionTree } from '../sectionPages/SectionTree';
import { useGetSectionPageTreeQuery } from '../sectionPages/sectionPagesApi';
import { sectionPagesTexts } from '../sectionPages/sectionPagesTexts';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';

const t = sectionPagesTexts;

/** `?secao=` as a section; anything else is the company's. */
const kindOf = (value: string | null): SectionKind =>
  sectionKinds.find((kind) => kind === value) ?? 'company';

/**
 * /redacao/paginas?secao=company|technology|emobility: the pages of one section as a tree, drafts included, and
 * 'Nova página'. The section lives in the address, so a reload or a link keeps it.
 */
export default function SectionPagesDeskPage() {
  const mayPublish = useMayPublish();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('secao'));
  const tree = useGetSectionPageTreeQuery(kind, { skip: !mayPublish, refetchOnMountOrArgChange: true });

  let content;
  if (tree.isLoading || (tree.isFetching && tree.data?.kind !== kind)) content = <EditorialLoading />;
  else if (tree.isError || !tree.data)
    content = <EditorialLoadFailed error={tree.error} onRetry={() => void tree.refetch()} />;
  else
    content = (
      <>
        <NewPageForm key={kind} tree={tree.data} />
        <SectionTree tree={tree.data} />
      </>
    );

  return (
    <EditorialFrame title={t.heading}>
      <nav className="section-choice" aria-label={t.sections}>
        <ul className="nav nav-pills">
          {sectionKinds.map((section) => (
            <li className="nav-item" key={section}>
              <Link
                className={`nav-link${section === kind ? ' active' : ''}`}
                aria-current={section === kind ? 'page' : undefined}
                to={paths.editorial.pages.href(section)}
              >
                {sectionLabels[section]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-busy={tree.isFetching || undefined}>{content}</div>
    </EditorialFrame>
  );
}
