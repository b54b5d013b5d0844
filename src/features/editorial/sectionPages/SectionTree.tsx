import { Link } from 'react-router-dom';
import { sectionRootPageId } from '../../../domain/editorialPages';
import type { SectionPageSummary, SectionPageTree } from '../../../domain/editorialPageSchemas';
import { paths } from '../../../domain/routes';
import { sectionLabels } from '../../../domain/sections';
import { sectionPagesTexts } from './sectionPagesTexts';

const t = sectionPagesTexts.tree;

/**
 * A section's pages as the site nests them: the root (the section's own page), the level-1 pages of its menu under
 * it, and their level-2 pages under each; every page with its state and a link to its editor.
 */
export function SectionTree({ tree }: { tree: SectionPageTree }) {
  const { kind, pages } = tree;
  const childrenOf = (parentId: number) => pages.filter((page) => page.parentId === parentId);
  const root = pages.find((page) => page.id === sectionRootPageId);
  const tops = pages.filter((page) => page.parentId === null && page.id !== sectionRootPageId);
  if (pages.length === 0) return <p className="editorial-page__status">{t.empty}</p>;

  const item = (page: SectionPageSummary, nested: SectionPageSummary[]) => (
    <li key={page.id} className="section-tree__item">
      <div className="section-tree__row">
        <Link to={paths.editorial.page.href(kind, page.id)} aria-label={t.edit(page.title)}>
          {page.title}
        </Link>
        {page.level === 0 && <span className="section-tree__root">{t.root}</span>}
        <span className={`editorial-state editorial-state--${page.state}`}>{page.stateText}</span>
      </div>
      {nested.length > 0 && (
        <ul className="section-tree__list">{nested.map((child) => item(child, childrenOf(child.id)))}</ul>
      )}
    </li>
  );

  // Pages under the root itself (made before the editorial area) are shown there, where the site has them.
  const underRoot = root ? [...childrenOf(root.id), ...tops] : tops;
  return (
    <ul className="section-tree" aria-label={t.label(sectionLabels[kind])}>
      {root ? item(root, underRoot) : underRoot.map((page) => item(page, childrenOf(page.id)))}
    </ul>
  );
}
