import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import { TypedDateInput } from '../../../components/forms/TypedDateInput';
import {
  checkDowntime,
  downtimeLimits,
  fleetCalendarTexts as t,
  type DowntimeProblem,
} from '../../../domain/fleetCalendar';
import type { Downtime } from '../../../domain/fleetCalendarSchemas';
import { isoToShownDate, typedDateToIso } from '../../../domain/loanDates';
import { problemOf } from '../../../lib/api/apiErrors';
import { useAddDowntimeMutation, useRemoveDowntimeMutation } from './fleetCalendarApi';

const failure = { failed: t.actionFailed, connectionFailed: t.connectionFailed };
const shownPeriod = (stop: Downtime) =>
  t.period(isoToShownDate(stop.startDate), isoToShownDate(stop.endDate));

/**
 * The vehicle's out-of-service periods of the month, each with 'Remover' (asked again first), and the form that
 * adds one: start, end and a reason, checked by the same rule the server applies. A period over days a loan holds
 * is refused by the server, in words that name the loans.
 */
export function DowntimePanel({ vehicleId, downtime }: { vehicleId: number; downtime: Downtime[] }) {
  const id = useId();
  const [addDowntime, { isLoading: saving }] = useAddDowntimeMutation();
  const [removeDowntime, { isLoading: removing }] = useRemoveDowntimeMutation();
  const [form, setForm] = useState({ startDate: '', endDate: '', reason: '' });
  const [problem, setProblem] = useState<DowntimeProblem | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Downtime | null>(null);
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);

  const change = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    setNotice(null);
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
      await addDowntime({
        fleetVehicleId: vehicleId,
        startDate: fields.startDate!,
        endDate: fields.endDate!,
        reason: form.reason.trim(),
      }).unwrap();
      setForm({ startDate: '', endDate: '', reason: '' });
      setNotice(t.downtimeSaved);
    } catch (error) {
      setFailed(problemOf(error, failure));
    }
  };

  const remove = async () => {
    if (!removal) return;
    try {
      await removeDowntime(removal.id).unwrap();
      setRemoval(null);
      setNotice(t.downtimeRemoved);
    } catch (error) {
      setRemovalProblem(problemOf(error, failure));
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
        {t.downtimeHeading}
      </h2>
      {downtime.length === 0 ? (
        <p className="fleet-panel__note">{t.downtimeNone}</p>
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
                aria-label={t.downtimeRemove(shownPeriod(stop))}
                onClick={() => {
                  setRemovalProblem(null);
                  setRemoval(stop);
                }}
              >
                {t.downtimeRemoveLabel}
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
          {t.downtimeAdd}
        </h3>
        <div className="fleet-form__dates">
          {dateField('startDate', t.downtimeStart)}
          {dateField('endDate', t.downtimeEnd)}
        </div>
        <FormField id={`${id}-reason`} label={t.downtimeReason} problem={shownProblem('reason')}>
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
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.saving : t.downtimeSave}
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
        title={t.removeConfirmTitle}
        question={removal ? t.removeConfirm(shownPeriod(removal)) : ''}
        busy={removing}
        problem={removalProblem}
        onConfirm={() => void remove()}
        onClose={() => setRemoval(null)}
      />
    </section>
  );
}
