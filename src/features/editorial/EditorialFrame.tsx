import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '../../components/layout/Breadcrumb';
import type { Capability } from '../../domain/roles';
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
 * content, as the loan area's staff pages do, and no staff call is made.
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
  return (
    <div className="editorial-page site-container">
      <Breadcrumb items={items} />
      {user && <EditorialAreas pathname={pathname} role={user.role} />}
      <h1 className="editorial-page__title">{title}</h1>
      {allowed ? children : <p className="alert alert-warning">{refusal}</p>}
    </div>
  );
}
