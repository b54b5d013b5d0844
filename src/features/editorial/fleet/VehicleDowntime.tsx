import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormField } from '../../../components/forms/FormField';
import { TypedDateInput } from '../../../components/forms/TypedDateInput';
import type { EditorialVehicle } from '../../../domain/editorialFleetSchemas';
import { checkDowntime, downtimeLimits, type DowntimeProblem } from '../../../domain/fleetCalendar';
import type { Downtime } from '../../../domain/fleetCalendarSchemas';
import { isoToShownDate, typedDateToIso } from '../../../domain/loanDates';
import { editorialProblemOf } from '../editorialProblem';
import { useAddVehicleDowntimeMutation, useRemoveVehicleDowntimeMutation } from './fleetApi';
import { fleetTexts as t } from './fleetTexts';

const shownPeriod = (stop: Downtime) =>
  t.period(isoToShownDate(stop.startDate), isoToShownDate(stop.endDate));
const emptyForm = { startDate: '', endDate: '', reason: '' };

/**
 * The vehicle's out-of-service periods from today on, each with 'Devolver ao serviço' (asked again first), and the
 * form that takes it out of service: start, end and a reason, checked by the rule the server applies. The server
 * refuses days a loan already holds, naming the loans; its answer is the vehicle with its periods and history.
 */
export function VehicleDowntime({
  vehicle,
  onChanged,
}: {
  vehicle: EditorialVehicle;
  onChanged: (next: EditorialVehicle) => void;
}) {
  const id = useId();
  const [add, adding] = useAddVehicleDowntimeMutation();
  const [remove, removing] = useRemoveVehicleDowntimeMutation();
  const [form, setForm] = useState(emptyForm);
  const [problem, setProblem] = useState<DowntimeProblem | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [removal, setRemoval] = useState<Downtime | null>(null);
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);

  const change = (field: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setNotice('');
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
      const body = { startDate: fields.startDate!, endDate: fields.endDate!, reason: form.reason.trim() };
      onChanged(await add({ id: vehicle.id, body }).unwrap());
      setForm(emptyForm);
      setNotice(t.downtimeSaved);
    } catch (error) {
      setFailed(editorialProblemOf(error));
    }
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    try {
      onChanged(await remove({ id: vehicle.id, downtimeId: removal.id }).unwrap());
      setRemoval(null);
      setNotice(t.downtimeRemoved);
    } catch (error) {
      setRemovalProblem(editorialProblemOf(error));
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
    <section className="editorial-fleet-downtime" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="editorial-page__heading">
        {t.downtimeHeading}
      </h2>
      <p className="form-text">{t.downtimeIntro}</p>
      {vehicle.downtime.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.downtimeNone}</p>
      ) : (
        <ul className="editorial-fleet-downtime__list">
          {vehicle.downtime.map((stop) => (
            <li key={stop.id} className="editorial-fleet-downtime__item">
              <span>
                <strong>{shownPeriod(stop)}</strong> · {stop.reason}
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
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
        className="editorial-fleet-downtime__form"
        noValidate
        aria-labelledby={`${id}-add`}
        onSubmit={(event) => void submit(event)}
      >
        <h3 id={`${id}-add`} className="h6">
          {t.downtimeAdd}
        </h3>
        <div className="editorial-fleet-downtime__dates">
          {dateField('startDate', t.downtimeStart)}
          {dateField('endDate', t.downtimeEnd)}
        </div>
        <FormField id={`${id}-reason`} label={t.downtimeReason} problem={shownProblem('reason')}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="reason"
              maxLength={downtimeLimits.reasonMax}
              value={form.reason}
              onChange={(event) => change('reason')(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={adding.isLoading}>
          {adding.isLoading ? t.saving : t.downtimeSave}
        </button>
        <p className="editorial-editor__notice" role="status">
          {notice}
        </p>
        {failed && (
          <p className="alert alert-danger" role="alert">
            {failed}
          </p>
        )}
      </form>
      <ConfirmDialog
        show={removal !== null}
        title={t.removeTitle}
        question={removal ? t.downtimeRemoveQuestion(shownPeriod(removal)) : ''}
        busy={removing.isLoading}
        problem={removalProblem}
        onConfirm={() => void confirmRemoval()}
        onClose={() => setRemoval(null)}
      />
    </section>
  );
}
