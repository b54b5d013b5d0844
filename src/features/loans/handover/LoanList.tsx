import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import type { WireLoan } from '../../../domain/loanSchemas';
import { handoverTexts } from './handoverTexts';
import { serverProblemOf } from './serverProblem';

export interface LoanListQuery<Loan extends WireLoan = WireLoan> {
  data?: { list: Loan[] };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A list of loans as cards, with its loading, failure (the server's words, as a 403 for a role without the right)
 * and empty states.
 */
export function LoanList<Loan extends WireLoan>({
  query,
  empty,
  label,
  children,
}: {
  query: LoanListQuery<Loan>;
  empty: string;
  label: string;
  children: (loan: Loan) => ReactNode;
}) {
  if (query.isLoading)
    return (
      <p className="handover-page__status" role="status">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {handoverTexts.loading}
      </p>
    );
  if (query.isError || !query.data)
    return (
      <div className="handover-page__problem" role="alert">
        <p>{serverProblemOf(query.error, handoverTexts.listFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          {handoverTexts.retry}
        </button>
      </div>
    );
  if (query.data.list.length === 0) return <p className="handover-page__empty">{empty}</p>;
  return (
    <ul className="loan-cards" aria-label={label}>
      {query.data.list.map((loan) => (
        <li key={loan.id} className="loan-cards__item">
          {children(loan)}
        </li>
      ))}
    </ul>
  );
}
