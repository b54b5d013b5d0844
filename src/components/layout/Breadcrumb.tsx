import { Link } from 'react-router-dom';
import { displayTitle } from '../../domain/format';

export interface BreadcrumbItem {
  label: string;
  /** Where the item leads (from `paths`); the last item is the current page and never a link. */
  to?: string;
}

/** The trail of a detail page: Home › Carros › Aurora T-Cross › Highline. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="site-breadcrumb" aria-label="Trilha de navegação">
      <ol className="breadcrumb">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const label = displayTitle(item.label);
          return (
            <li
              key={`${index}-${item.label}`}
              className={current ? 'breadcrumb-item active' : 'breadcrumb-item'}
              aria-current={current ? 'page' : undefined}
            >
              {!current && item.to ? <Link to={item.to}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
