import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { handoverTexts } from './handover/handoverTexts';
import { serverProblemOf } from './handover/serverProblem';

export interface LoanQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A loan list's loading and failure states (the server's words, as a 403 for a role without the right, with a way
 * to try again), and `children` once the answer is there. `block` names the page's classes (`block__status`,
 * `block__problem`).
 */
export function LoanQueryState<Data>({
  query,
  block,
  children,
}: {
  query: LoanQuery<Data>;
  block: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isLoading)
    return (
      <p className={`${block}__status`} role="status">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {handoverTexts.loading}
      </p>
    );
  if (query.isError || !query.data)
    return (
      <div className={`${block}__problem`} role="alert">
        <p>{serverProblemOf(query.error, handoverTexts.listFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          {handoverTexts.retry}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}
