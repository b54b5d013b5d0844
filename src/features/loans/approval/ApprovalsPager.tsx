import { Link, type To } from 'react-router-dom';
import { PagerStep } from '../../../components/layout/PagerStep';
import { approvalPageTexts } from './approvalPageTexts';

const t = approvalPageTexts.pager;

/** The pages offered around `page`: the first, the last, and two either side, with gaps between them (null). */
export function pagesAround(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * The approvals list's pages (Bootstrap's pagination markup): real links, so each page has its address (back and
 * forward work, a page can be shared) and the keyboard reaches them; the current page is marked `aria-current`.
 * Nothing when everything fits on one page.
 */
export function ApprovalsPager({
  page,
  pageCount,
  total,
  linkTo,
}: {
  page: number;
  pageCount: number;
  total: number;
  linkTo: (page: number) => To;
}) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, text: string) => (
    <PagerStep to={target < 1 || target > pageCount ? null : linkTo(target)} label={label} text={text} />
  );
  return (
    <nav className="approval-pager" aria-label={t.label}>
      <p className="approval-pager__summary">{t.summary(page, pageCount, total)}</p>
      <ul className="pagination">
        {step(page - 1, t.previous, '‹')}
        {pagesAround(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={n} className={n === page ? 'page-item active' : 'page-item'}>
              <Link
                className="page-link"
                to={linkTo(n)}
                aria-label={t.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, t.next, '›')}
      </ul>
    </nav>
  );
}
