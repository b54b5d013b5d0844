import { useId, type ReactNode } from 'react';
import type { LoanFact } from './loanFields';

export interface LoanCardProps {
  title: string;
  /** The loan number, under the title: with several cards of one title it tells them apart. */
  number: string;
  /** A short tag beside the title ('Entrega', 'Devolução', a status). */
  badge?: string;
  facts: LoanFact[];
  /** The card's buttons; each gets the card's title and number as its description. */
  action: (describedBy: string) => ReactNode;
}

/**
 * One loan in a list of /retirar, /checklist or /comodato-lista: a titled card with the loan's facts as a
 * description list and its action. Many cards share a button name ('Retirar'); the button is described by its
 * card's title and number, so a screen reader says which loan it acts on.
 */
export function LoanCard({ title, number, badge, facts, action }: LoanCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const numberId = `${id}-number`;
  return (
    <article className="loan-card" aria-labelledby={`${titleId} ${numberId}`}>
      <header className="loan-card__header">
        <h2 id={titleId} className="loan-card__title">
          {title}
        </h2>
        {badge && <span className="loan-card__badge">{badge}</span>}
        <p id={numberId} className="loan-card__number">
          {number}
        </p>
      </header>
      <dl className="loan-card__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="loan-card__fact">
            <dt>{fact.label}</dt>
            <dd className={fact.alert ? 'loan-card__alert' : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="loan-card__actions">{action(`${titleId} ${numberId}`)}</div>
    </article>
  );
}
