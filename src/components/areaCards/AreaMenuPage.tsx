/** A page of the logged-in area that is a menu of cards: breadcrumb, title (also the window's) and the grid. */
import { Breadcrumb, type BreadcrumbItem } from '../layout/Breadcrumb';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AreaCardGrid, type AreaCard } from './AreaCards';

interface AreaMenuPageProps {
  title: string;
  /** The trail above the title; the page itself is its last item. */
  trail?: BreadcrumbItem[];
  cards: AreaCard[];
}

export function AreaMenuPage({ title, trail = [], cards }: AreaMenuPageProps) {
  useDocumentTitle(title);
  return (
    <div className="area-page site-container">
      <Breadcrumb items={[...trail, { label: title }]} />
      <h1 className="area-page__title">{title}</h1>
      <AreaCardGrid cards={cards} label={title} />
    </div>
  );
}
