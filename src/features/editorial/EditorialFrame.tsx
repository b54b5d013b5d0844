import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/Breadcrumb';
import type { Capability } from '../../domain/roles';
import { paths } from '../../domain/routes';
import { selectUser } from '../../state/auth/authSlice';
import { useAppSelector } from '../../state/hooks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EditorialAreas } from './EditorialAreas';
import { editorialTexts } from './editorialTexts';
import { staffHomeOf } from '../../domain/staffAreas';
import { useCan } from './useMayPublish';
import './editorial.scss';

/**
 * The frame of the staff screens under /redacao: the trail back to the user's first area, the tabs of the areas
 * their role opens, the title, the content. A role without the screen's capability gets the refusal instead of the
 * content, as the loan area's staff pages do, and no staff call is made; the tabs stay, so the areas the role does
 * open are one click away. 'Redação' itself (/redacao, the news desk) leads a role without the news to its own first
 * area: the backoffice, whose one area is the fleet, lands there rather than on a refusal.
 */
export function EditorialFrame({
  title,
  trail = [],
  capability = 'publish',
  children,
}: {
  title: string;
  /** What lies between 'Redação' and this page. */
  trail?: BreadcrumbItem[];
  /** What the screen needs (roles.ts); the press office's screens need `publish`. */
  capability?: Capability;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const user = useAppSelector(selectUser);
  const allowed = useCan(capability);
  const { pathname } = useLocation();
  const home = user ? staffHomeOf(user.role) : undefined;
  const atHome = trail.length === 0 && (title === editorialTexts.area || pathname === home);
  const items: BreadcrumbItem[] = atHome
    ? [{ label: editorialTexts.area }]
    : [{ label: editorialTexts.area, to: home }, ...trail, { label: title }];
  const refusal = capability === 'publish' ? editorialTexts.forbidden : editorialTexts.areaForbidden;
  if (!allowed && home && pathname === paths.editorial.news.href()) return <Navigate to={home} replace />;
  return (
    <div className="editorial-page site-container">
      <Breadcrumb items={items} />
      {user && <EditorialAreas pathname={pathname} role={user.role} evenOne={!allowed} />}
      <h1 className="editorial-page__title">{title}</h1>
      {allowed ? children : <p className="alert alert-warning">{refusal}</p>}
    </div>
  );
}
