import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link to the page a favorite was found on: through the router when it is a path of the site, as a plain link
 * when it is a web address. Anything else (a `javascript:` link typed into local storage) is shown unlinked.
 */
export function FavoriteLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/') && !to.startsWith('//'))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  if (/^https?:\/\//i.test(to))
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  return <span className={className}>{children}</span>;
}
