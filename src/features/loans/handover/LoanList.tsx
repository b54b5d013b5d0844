import type { ReactNode } from 'react';
import type { WireLoan } from '../../../domain/loanSchemas';
import { LoanQueryState, type LoanQuery } from '../LoanQueryState';

export type LoanListQuery<Loan extends WireLoan = WireLoan> = LoanQuery<{ list: Loan[] }>;

/** A list of loans as cards, with its loading, failure and empty states. */
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
  return (
    <LoanQueryState query={query} block="handover-page">
      {({ list }) =>
        list.length === 0 ? (
          <p className="handover-page__empty">{empty}</p>
        ) : (
          <ul className="loan-cards" aria-label={label}>
            {list.map((loan) => (
              <li key={loan.id} className="loan-cards__item">
                {children(loan)}
              </li>
            ))}
          </ul>
        )
      }
    </LoanQueryState>
  );
}
