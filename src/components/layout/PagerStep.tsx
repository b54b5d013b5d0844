import { Link, type To } from 'react-router-dom';

/**
 * A pager's previous or next step (Bootstrap's pagination markup): a real link while there is a page there (`to`),
 * so the keyboard reaches it and each page has its address; a greyed sign, hidden from screen readers, past either
 * end.
 */
export function PagerStep({ to, label, text }: { to: To | null; label: string; text: string }) {
  return to === null ? (
    <li className="page-item disabled">
      <span className="page-link" aria-hidden="true">
        {text}
      </span>
    </li>
  ) : (
    <li className="page-item">
      <Link className="page-link" to={to} aria-label={label}>
        {text}
      </Link>
    </li>
  );
}
