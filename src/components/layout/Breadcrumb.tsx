import { Link } from 'react-router-dom';
import { breadcrumbTrail, type Crumb } from '../../domain/breadcrumb';
import { displayTitle } from '../../domain/format';

export type BreadcrumbItem = Crumb;

/**
 * The trail of a page below Home: Home › Carros › Aurora T-Cross › Highline. A page gives what lies below Home, itself
 * last; the trail adds Home and never links the current page (src/domain/breadcrumb.ts). The separators are drawn
 * after each step but the last (_base.scss), so a trail that wraps on a phone never starts a line with one.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const trail = breadcrumbTrail(items);
  if (trail.length === 0) return null;
  return (
    <nav className="site-breadcrumb" aria-label="Trilha de navegação">
      <ol className="site-breadcrumb__list">
        {trail.map((item, index) => {
          const current = index === trail.length - 1;
          const label = displayTitle(item.label);
          return (
            <li
              key={`${index}-${item.label}`}
              className={
                current ? 'site-breadcrumb__item site-breadcrumb__item--current' : 'site-breadcrumb__item'
              }
              aria-current={current ? 'page' : undefined}
            >
              {item.to ? <Link to={item.to}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
