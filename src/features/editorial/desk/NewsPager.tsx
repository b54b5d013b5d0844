import type { To } from 'react-router-dom';
import { PagerStep } from '../../../components/layout/PagerStep';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.pager;

/**
 * A desk's pages as links (each page has its address, back and forward work): previous, 'Página n de m', next.
 * Nothing when everything fits on one page.
 */
export function NewsPager({
  page,
  pageCount,
  linkTo,
  label = t.label,
}: {
  page: number;
  pageCount: number;
  linkTo: (page: number) => To;
  /** What the pages are of, for a screen reader ('Páginas de notícias'). */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, text: string) => (
    <PagerStep to={target < 1 || target > pageCount ? null : linkTo(target)} label={label} text={text} />
  );
  return (
    <nav className="editorial-pager" aria-label={label}>
      <ul className="pagination">
        {step(page - 1, t.previous, '‹')}
        <li className="page-item active">
          <span className="page-link" aria-current="page">
            {t.summary(page, pageCount)}
          </span>
        </li>
        {step(page + 1, t.next, '›')}
      </ul>
    </nav>
  );
}
