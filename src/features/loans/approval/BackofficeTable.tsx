import { displayTitle } from '../../../domain/format';
import { Link, useNavigate } from 'react-router-dom';
import { isoToShownDate } from '../../../domain/loanDates';
import type { ApprovalListItem } from '../../../domain/loanSchemas';
import { paths } from '../../../domain/routes';
import { approvalPageTexts } from './approvalPageTexts';

const t = approvalPageTexts;
const columns = t.columns;

/** The tier chosen at approval, or the agent's own until then. */
export const tierOf = (loan: ApprovalListItem) => loan.clientTier ?? loan.user.tier;

/**
 * The backoffice list (spec loan-area section 2): one row per request of the page, newest first as the server sends
 * them. The number is a real link (keyboard and screen readers reach it); a click anywhere on the row follows it
 * too. On a phone the stylesheet stacks each row into a card, every cell labelled by its column (`data-label`).
 */
export function BackofficeTable({ loans, admin }: { loans: ApprovalListItem[]; admin: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="approval-table-wrap">
      <table className="table approval-table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.tier}</th>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.period}</th>
            <th scope="col">{columns.requester}</th>
            <th scope="col">{columns.media}</th>
            <th scope="col">{columns.firstOption}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.created}</th>
          </tr>
        </thead>
        <tbody>
          {loans.map((loan) => {
            const to = paths.loans.approval.href(loan.id, { admin });
            const tier = tierOf(loan);
            return (
              <tr
                key={loan.id}
                className="approval-table__row"
                // The link inside is the keyboard's way; this only widens the mouse's target to the whole row.
                onClick={(event) => {
                  if (!(event.target instanceof Element) || !event.target.closest('a')) navigate(to);
                }}
              >
                <td data-label={columns.tier}>{tier ? `Tier ${tier}` : t.noTier}</td>
                <td data-label={columns.number}>
                  <Link to={to} aria-label={t.openRequest(loan.number)}>
                    {loan.number}
                  </Link>
                </td>
                <td data-label={columns.period}>
                  {isoToShownDate(loan.startDate, true)}–{isoToShownDate(loan.endDate, true)}
                </td>
                <td data-label={columns.requester}>{loan.user.name}</td>
                <td data-label={columns.media}>{loan.user.midia_name || t.empty}</td>
                <td data-label={columns.firstOption}>{displayTitle(loan.option1.title)}</td>
                <td data-label={columns.status}>{loan.statusText}</td>
                <td data-label={columns.created}>{isoToShownDate(loan.created_at, true)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
