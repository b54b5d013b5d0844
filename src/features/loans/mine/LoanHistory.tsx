import { brazilDateTimeText } from '../../../domain/brazilTime';
import { loanHistoryTexts } from '../../../domain/loanHistory';
import type { LoanHistoryStep } from '../../../domain/myLoanSchemas';
import './loanHistory.scss';

/**
 * A loan's history, oldest step first: what happened, when (dd/mm/yyyy HH:mm, Brazil's time), who did it, and
 * what they wrote. 'Minhas solicitações' and the approval detail show it; the server names the steps for the viewer
 * (server/loans/loanHistory.ts), so this only lays them out.
 */
export function LoanHistory({
  steps,
  label = loanHistoryTexts.title,
}: {
  steps: readonly LoanHistoryStep[];
  /** The list's accessible name, when the page has several histories ('Histórico de CMD-000123'). */
  label?: string;
}) {
  if (steps.length === 0) return <p className="loan-history__empty">{loanHistoryTexts.empty}</p>;
  return (
    <ol className="loan-history" aria-label={label}>
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`} className="loan-history__step">
          <p className="loan-history__what">{step.actionText}</p>
          <p className="loan-history__when">
            <time dateTime={step.at}>{brazilDateTimeText(step.at)}</time> · {step.who}
          </p>
          {step.message && <p className="loan-history__message">{step.message}</p>}
        </li>
      ))}
    </ol>
  );
}
