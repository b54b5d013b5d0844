import { displayTitle } from '../../../domain/format';
import { useId } from 'react';
import { reasonLabels } from '../../../domain/loanHistory';
import { isoToShownDate } from '../../../domain/loanDates';
import { isLoanStatus } from '../../../domain/loanStatus';
import type { MyLoan } from '../../../domain/myLoanSchemas';
import { LoanHistory } from './LoanHistory';
import { myLoansTexts as t } from './myLoansTexts';

/** The status badge's colour family: waiting, under way, refused, over. */
const toneOf = (status: number) =>
  status <= 3
    ? 'waiting'
    : [4, 7, 8].includes(status)
      ? 'active'
      : [5, 6].includes(status)
        ? 'refused'
        : 'over';

/** Heading ids of a card, so the page can bring focus back to a card after its dialog. */
export const myLoanTitleId = (loanId: number) => `requested-loan-${loanId}-title`;

/**
 * One loan of 'Minhas solicitações': its number and status, the car (the two models asked for, or the vehicle
 * assigned), the period, the driver, the need, the reason of a rejection or cancellation and the staff's latest
 * message, and its history, folded so a long list stays short on a phone. `onCancel` is given only where the loan
 * can still be cancelled.
 */
export function MyLoanCard({ loan, onCancel }: { loan: MyLoan; onCancel?: () => void }) {
  const id = useId();
  const titleId = myLoanTitleId(loan.id);
  const numberId = `${id}-number`;
  const reasonLabel = isLoanStatus(loan.status) ? reasonLabels[loan.status] : undefined;
  const model = displayTitle(loan.vehicle?.model || loan.models[0]);
  // The staff's latest word, unless it is the reason shown above.
  const lastMessage = loan.reason ? null : (loan.history.findLast((step) => step.message)?.message ?? null);
  const facts: { label: string; value: string }[] = [
    ...(loan.vehicle
      ? [
          {
            label: t.vehicle,
            value: t.vehicleOf(displayTitle(loan.vehicle.model), displayTitle(loan.vehicle.version)),
          },
          {
            label: t.identification,
            value: t.vehicleDetails(loan.vehicle.color, loan.vehicle.placa, loan.vehicle.frota),
          },
          { label: t.location, value: loan.vehicle.location },
        ]
      : [{ label: t.models, value: t.modelsOf(displayTitle(loan.models[0]), displayTitle(loan.models[1])) }]),
    { label: t.period, value: t.periodOf(isoToShownDate(loan.startDate), isoToShownDate(loan.endDate)) },
    { label: t.driver, value: loan.driverName },
    ...(loan.viewerIs === 'driver' ? [{ label: t.requester, value: loan.requesterName }] : []),
    { label: t.description, value: loan.description },
    ...(lastMessage ? [{ label: t.lastMessage, value: lastMessage }] : []),
  ];
  return (
    <article className="requested-loan" aria-labelledby={`${titleId} ${numberId}`}>
      <header className="requested-loan__header">
        <h2 id={titleId} className="requested-loan__title" tabIndex={-1}>
          {model}
        </h2>
        <p className={`requested-loan__status requested-loan__status--${toneOf(loan.status)}`}>
          <span className="visually-hidden">{t.status}: </span>
          {loan.statusText}
        </p>
        <p id={numberId} className="requested-loan__number">
          {loan.number} · {t.requestedOn(isoToShownDate(loan.createdAt))}
        </p>
      </header>
      {loan.viewerIs === 'driver' && <p className="requested-loan__note">{t.asDriver(loan.requesterName)}</p>}
      {loan.reason && reasonLabel && (
        <div className="requested-loan__reason">
          <p className="requested-loan__reason-label">{reasonLabel}</p>
          <p className="requested-loan__reason-text">{loan.reason}</p>
        </div>
      )}
      <dl className="requested-loan__facts">
        {facts.map((fact) => (
          <div key={`${fact.label}-${fact.value}`} className="requested-loan__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <details className="requested-loan__history">
        <summary>{t.historyOf(loan.history.length)}</summary>
        <LoanHistory steps={loan.history} label={`${t.history} de ${loan.number}`} />
      </details>
      {onCancel && (
        <div className="requested-loan__actions">
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-describedby={`${titleId} ${numberId}`}
            onClick={onCancel}
          >
            {t.cancel}
          </button>
        </div>
      )}
    </article>
  );
}
