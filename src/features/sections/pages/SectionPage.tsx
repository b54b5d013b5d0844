import { useParams } from 'react-router-dom';
import { useGetMenuQuery } from '../../../lib/api/siteApi';
import { ChildLinkList } from '../../../components/content/ChildLinkList';
import { ContentGate, contentTitle } from '../../../components/content/ContentGate';
import { ContentPageView } from '../../../components/content/ContentPageView';
import { FollowButton } from '../../../components/follows/FollowButton';
import { RelatedLists } from '../../../components/content/RelatedCarousel';
import { usePreviewToken } from '../../../components/content/usePreviewToken';
import type { BreadcrumbItem } from '../../../components/layout/Breadcrumb';
import type { ChildLink, SectionPage as SectionPageData } from '../../../domain/content';
import type { FollowSubject } from '../../../domain/follows';
import { sectionNewsTextEnum, type SectionKind } from '../../../domain/sections';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { sectionConfig, type SectionLevel } from '../sectionConfig';
import { useGetSectionPageQuery } from '../sectionsApi';

/** A positive integer id from the address, or null (`/company/abc` names no page). */
function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The level of the address: `/company`, `/company/{id}`, `/company/{id}/{subId}`; null when an id is not one. */
function levelOf(id: string | undefined, subId: string | undefined): SectionLevel | null {
  if (id === undefined) return { level: 0 };
  const pageId = idParam(id);
  if (pageId === null) return null;
  if (subId === undefined) return { level: 1, id: pageId };
  const childId = idParam(subId);
  return childId === null ? null : { level: 2, id: pageId, subId: childId };
}

function breadcrumbOf(kind: SectionKind, at: SectionLevel, page: SectionPageData): BreadcrumbItem[] {
  const { label } = sectionConfig[kind];
  if (at.level === 0) return [{ label }];
  const trail: BreadcrumbItem[] = [{ label, to: paths.sections[kind].root.href() }];
  if (at.level === 2) {
    trail.push({
      label: page.parentTitle ?? 'Voltar',
      to: paths.sections[kind].page.href(page.parent_id ?? at.id),
    });
  }
  return [...trail, { label: page.title }];
}

/**
 * What 'Seguir' follows on a page: the whole category on the tree's root, the page itself on a level-1 page (news
 * are tagged with level-1 pages); a level-2 page has no button, its news being its level-1 page's.
 */
function subjectOf(kind: SectionKind, at: SectionLevel, page: SectionPageData): FollowSubject | null {
  const textEnum = sectionNewsTextEnum[kind];
  if (at.level === 0) return { textEnum, associationId: null };
  return at.level === 1 ? { textEnum, associationId: page.id } : null;
}

function pathOf(kind: SectionKind, at: SectionLevel): string {
  if (at.level === 0) return paths.sections[kind].root.href();
  if (at.level === 1) return paths.sections[kind].page.href(at.id);
  return paths.sections[kind].subpage.href(at.id, at.subId);
}

/**
 * The company, technology and e-mobility pages (spec section 2), one page configured per tree: the root, a
 * level-1 page with its level-2 pages, and a level-2 page; each with its news and gallery lists and share links.
 * The root lists the tree's level-1 pages from the site menu (the API's root has no children of its own).
 */
export function SectionPage({ kind }: { kind: SectionKind }) {
  const { id, subId } = useParams();
  const at = levelOf(id, subId);
  const token = usePreviewToken();
  const query = useGetSectionPageQuery({ kind, at: at ?? { level: 0 }, token }, { skip: at === null });
  const read = { ...query, data: query.currentData };
  const { data: menu } = useGetMenuQuery(undefined, { skip: at?.level !== 0 });
  useDocumentTitle(contentTitle(read, at === null));

  return (
    <ContentGate read={read} invalid={at === null}>
      {(page, answer) => {
        const level = at ?? { level: 0 as const };
        let children: { title: string; items: ChildLink[]; linkTo: (item: ChildLink) => string } | null =
          null;
        if (level.level === 0) {
          const items = (menu?.[sectionConfig[kind].menuKey] ?? [])
            .filter((item) => item.id !== page.id)
            .map((item) => ({ id: item.id, title: item.title, mediaThumb: '' }));
          children = {
            title: 'Nesta seção',
            items,
            linkTo: (item) => paths.sections[kind].page.href(item.id),
          };
        } else if (level.level === 1) {
          children = {
            title: `Mais sobre ${page.title}`,
            items: page.listsub,
            linkTo: (item) => paths.sections[kind].subpage.href(page.id, item.id),
          };
        }
        const subject = subjectOf(kind, level, page);
        return (
          <ContentPageView
            page={page}
            breadcrumb={breadcrumbOf(kind, level, page)}
            sharePath={pathOf(kind, level)}
            meta={
              subject && (
                <FollowButton
                  subject={subject}
                  about={level.level === 0 ? sectionConfig[kind].label : page.title}
                />
              )
            }
            after={<RelatedLists news={answer.news} gallery={answer.gallery} />}
          >
            {children && (
              <ChildLinkList title={children.title} items={children.items} linkTo={children.linkTo} />
            )}
          </ContentPageView>
        );
      }}
    </ContentGate>
  );
}

export default SectionPage;
