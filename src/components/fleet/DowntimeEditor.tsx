import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { FormField } from '../forms/FormField';
import { TypedDateInput } from '../forms/TypedDateInput';
import {
  checkDowntime,
  downtimeLimits,
  fleetCalendarTexts,
  type DowntimeProblem,
} from '../../domain/fleetCalendar';
import type { Downtime } from '../../domain/fleetCalendarSchemas';
import { isoToShownDate, typedDateToIso } from '../../domain/loanDates';
import './fleetPanels.scss';

/** A new period as the form gives it: ISO dates and the reason, trimmed. */
export interface DowntimeFields {
  startDate: string;
  endDate: string;
  reason: string;
}

/** The words of the panel where it is shown (a month on the calendar, or from today on the vehicle's page). */
export interface DowntimeTexts {
  heading: string;
  intro?: string;
  none: string;
  add: string;
  start: string;
  end: string;
  reason: string;
  save: string;
  saving: string;
  saved: string;
  removeLabel: string;
  /** The remove button's accessible name, with the period. */
  remove: (period: string) => string;
  removed: string;
  removeTitle: string;
  removeQuestion: (period: string) => string;
}

const emptyForm = { startDate: '', endDate: '', reason: '' };
const shownPeriod = (stop: Downtime) =>
  fleetCalendarTexts.period(isoToShownDate(stop.startDate), isoToShownDate(stop.endDate));

/**
 * A vehicle's out-of-service periods, each with its removal (asked again first), and the form that adds one: start,
 * end and a reason, checked by the rule the server applies. The server refuses days a loan holds, in words that name
 * the loans; whatever it says is shown, and what was typed stays.
 */
export function DowntimeEditor({
  downtime,
  texts: t,
  onAdd,
  onRemove,
  adding,
  removing,
  problemOf,
}: {
  downtime: Downtime[];
  texts: DowntimeTexts;
  onAdd: (fields: DowntimeFields) => Promise<unknown>;
  onRemove: (stop: Downtime) => Promise<unknown>;
  adding: boolean;
  removing: boolean;
  /** A failed call in the page's words. */
  problemOf: (error: unknown) => string;
}) {
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const [problem, setProblem] = useState<DowntimeProblem | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [removal, setRemoval] = useState<Downtime | null>(null);
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);

  const change = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    setNotice('');
    const fields = {
      startDate: typedDateToIso(form.startDate),
      endDate: typedDateToIso(form.endDate),
      reason: form.reason,
    };
    const found = checkDowntime(fields);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    try {
      await onAdd({ startDate: fields.startDate!, endDate: fields.endDate!, reason: form.reason.trim() });
      setForm(emptyForm);
      setNotice(t.saved);
    } catch (error) {
      setFailed(problemOf(error));
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      await onRemove(removal);
      setRemoval(null);
      setNotice(t.removed);
    } catch (error) {
      setRemovalProblem(problemOf(error));
    }
  };

  const shownProblem = (field: DowntimeProblem['field']) =>
    problem?.field === field ? problem.message : null;
  const dateField = (field: 'startDate' | 'endDate', label: string) => (
    <FormField id={`${id}-${field}`} label={label} problem={shownProblem(field)}>
      {(control) => (
        <TypedDateInput control={control} name={field} value={form[field]} onChange={change(field)} />
      )}
    </FormField>
  );

  return (
    <section className="fleet-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="fleet-panel__title">
        {t.heading}
      </h2>
      {t.intro && <p className="fleet-panel__note">{t.intro}</p>}
      {downtime.length === 0 ? (
        <p className="fleet-panel__note">{t.none}</p>
      ) : (
        <ul className="fleet-downtime">
          {downtime.map((stop) => (
            <li key={stop.id} className="fleet-downtime__item">
              <span>
                <strong>{shownPeriod(stop)}</strong> · {stop.reason}
              </span>
              <button
                type="button"
                className="btn btn-sm fleet-downtime__remove"
                aria-label={t.remove(shownPeriod(stop))}
                onClick={() => {
                  setRemovalProblem(null);
                  setRemoval(stop);
                }}
              >
                {t.removeLabel}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="fleet-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-add`}
      >
        <h3 id={`${id}-add`} className="fleet-form__title">
          {t.add}
        </h3>
        <div className="fleet-form__dates">
          {dateField('startDate', t.start)}
          {dateField('endDate', t.end)}
        </div>
        <FormField id={`${id}-reason`} label={t.reason} problem={shownProblem('reason')}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="reason"
              required
              maxLength={downtimeLimits.reasonMax}
              value={form.reason}
              onChange={(event) => change('reason')(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={adding}>
          {adding ? t.saving : t.save}
        </button>
        <div role="status" className="fleet-form__status">
          {notice && <p className="fleet-panel__notice">{notice}</p>}
        </div>
        {failed && (
          <p className="fleet-panel__problem" role="alert">
            {failed}
          </p>
        )}
      </form>
      <ConfirmDialog
        show={removal !== null}
        title={t.removeTitle}
        question={removal ? t.removeQuestion(shownPeriod(removal)) : ''}
        busy={removing}
        problem={removalProblem}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoval(null)}
      />
    </section>
  );
}
