import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/Breadcrumb';
import { paths } from '../../domain/routes';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EditorialAreas } from './EditorialAreas';
import { editorialTexts } from './editorialTexts';
import { useMayPublish } from './useMayPublish';
import './editorial.scss';

/**
 * The frame of the editorial screens: the trail back to /redacao, the title, the content. A role without `publish`
 * gets the refusal instead of the content, as the loan area's staff pages do, and no editorial call is made.
 */
export function EditorialFrame({
  title,
  trail = [],
  children,
}: {
  title: string;
  /** What lies between 'Redação' and this page. */
  trail?: BreadcrumbItem[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const mayPublish = useMayPublish();
  const { pathname } = useLocation();
  const atDesk = trail.length === 0 && title === editorialTexts.area;
  const items: BreadcrumbItem[] = atDesk
    ? [{ label: editorialTexts.area }]
    : [{ label: editorialTexts.area, to: paths.editorial.news.href() }, ...trail, { label: title }];
  return (
    <div className="editorial-page site-container">
      <Breadcrumb items={items} />
      {mayPublish && <EditorialAreas pathname={pathname} />}
      <h1 className="editorial-page__title">{title}</h1>
      {mayPublish ? children : <p className="alert alert-warning">{editorialTexts.forbidden}</p>}
    </div>
  );
}
