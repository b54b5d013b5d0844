import { displayTitle } from '../../../domain/format';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/forms/FormField';
import { TypedDateInput } from '../../../components/forms/TypedDateInput';
import { fleetCalendarTexts as t, monthOf } from '../../../domain/fleetCalendar';
import { loanDateMessages, typedDateToIso } from '../../../domain/loanDates';
import { paths } from '../../../domain/routes';
import { problemOf } from '../../../lib/api/apiErrors';
import { useGetFreeVehiclesQuery } from './fleetCalendarApi';

interface Period {
  startDate: string;
  endDate: string;
}

/**
 * 'Veículos livres do modelo': for a period typed here, the vehicles of this vehicle's model that no loan holds and
 * that are in service every day of it, each linking to its own calendar.
 */
export function FreeVehiclesPanel({ carId, model }: { carId: number; model: string }) {
  const id = useId();
  const [typed, setTyped] = useState<Period>({ startDate: '', endDate: '' });
  const [asked, setAsked] = useState<Period | null>(null);
  const [problem, setProblem] = useState<{ field: keyof Period; message: string } | null>(null);
  const free = useGetFreeVehiclesQuery(asked ? { carId, ...asked } : { carId, startDate: '', endDate: '' }, {
    skip: !asked,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startDate = typedDateToIso(typed.startDate);
    const endDate = typedDateToIso(typed.endDate);
    const found: typeof problem = !startDate
      ? { field: 'startDate', message: loanDateMessages.notADate }
      : !endDate
        ? { field: 'endDate', message: loanDateMessages.notADate }
        : endDate < startDate
          ? { field: 'endDate', message: loanDateMessages.endBeforeStart }
          : null;
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-${found.field}`)?.focus();
      return;
    }
    setAsked({ startDate: startDate!, endDate: endDate! });
  };

  const dateField = (field: keyof Period, label: string) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      problem={problem?.field === field ? problem.message : null}
    >
      {(control) => (
        <TypedDateInput
          control={control}
          name={field}
          value={typed[field]}
          onChange={(value) => setTyped((current) => ({ ...current, [field]: value }))}
        />
      )}
    </FormField>
  );

  return (
    <section className="fleet-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="fleet-panel__title">
        {t.freeHeading}: {model}
      </h2>
      <p className="fleet-panel__note">{t.freeIntro}</p>
      <form className="fleet-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <div className="fleet-form__dates">
          {dateField('startDate', t.downtimeStart)}
          {dateField('endDate', t.downtimeEnd)}
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {t.freeSearch}
        </button>
      </form>
      <div aria-live="polite">
        {asked && free.isFetching && <p className="fleet-panel__note">{t.loading}</p>}
        {asked && !free.isFetching && free.error && (
          <p className="fleet-panel__problem">
            {problemOf(free.error, { failed: t.actionFailed, connectionFailed: t.connectionFailed })}
          </p>
        )}
        {asked && !free.isFetching && free.data && free.data.frotas.length === 0 && (
          <p className="fleet-panel__note">{t.freeNone}</p>
        )}
        {asked && !free.isFetching && free.data && free.data.frotas.length > 0 && (
          <ul className="fleet-free" aria-label={t.freeHeading}>
            {free.data.frotas.map((vehicle) => (
              <li key={vehicle.id} className="fleet-free__item">
                <Link to={paths.fleetCalendar.href(vehicle.id, monthOf(asked.startDate))}>
                  {t.freeCalendar(vehicle.frota)}
                </Link>
                <span className="fleet-free__facts">
                  {[displayTitle(vehicle.car_version.title), vehicle.placa, vehicle.color].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
