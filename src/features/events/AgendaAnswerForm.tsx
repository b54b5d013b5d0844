import { useId } from 'react';
import { eventAgendaMaxLength, eventTexts, type EventAnswer } from '../../domain/events';
import { eventsPageTexts as t } from './eventsPageTexts';

export interface AgendaAnswerFormProps {
  agenda: string;
  onAgendaChange: (agenda: string) => void;
  /** Why the last try was refused (the rule's words or the server's); the typed text stays. */
  problem: string | null;
  busy: boolean;
  onAnswer: (answer: EventAnswer) => void;
}

/**
 * An open invitation's answer: the agenda text ('Digite a pauta ou o motivo...', at most 2000 characters, with its
 * count) and 'Aceitar' / 'Recusar', each asked again before it is sent.
 */
export function AgendaAnswerForm({ agenda, onAgendaChange, problem, busy, onAnswer }: AgendaAnswerFormProps) {
  const id = useId();
  return (
    <section className="event-answer" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-agenda`} className="form-label event-answer__label">
        {t.agendaLabel}
      </label>
      <textarea
        id={`${id}-agenda`}
        className="form-control"
        rows={4}
        maxLength={eventAgendaMaxLength}
        placeholder={eventTexts.agendaPlaceholder}
        aria-describedby={`${id}-hint ${id}-counter`}
        value={agenda}
        onChange={(change) => onAgendaChange(change.target.value)}
      />
      <div className="event-answer__under">
        <p id={`${id}-hint`} className="form-text m-0">
          {t.agendaHint}
        </p>
        <p id={`${id}-counter`} className="event-answer__counter">
          {t.counter(agenda.length, eventAgendaMaxLength)}
        </p>
      </div>
      {problem && (
        <p className="event-dialog__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="event-answer__buttons">
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy}
          onClick={() => onAnswer('reject')}
        >
          {eventTexts.refuse}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAnswer('accept')}>
          {eventTexts.accept}
        </button>
      </div>
    </section>
  );
}
