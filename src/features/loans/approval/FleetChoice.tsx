import { displayTitle } from '../../../domain/format';
import { useState } from 'react';
import { TypedDateInput } from '../../../components/forms/TypedDateInput';
import { FormField } from '../../../components/forms/FormField';
import { approvalLimits, approvalTexts, isFleetSearch } from '../../../domain/approval';
import { checkLoanDates, dateMask } from '../../../domain/loanDates';
import type { WireLoan } from '../../../domain/loanSchemas';
import { useGetFleetAgendaQuery, useSearchFleetQuery } from '../approvalApi';
import { approvalPageTexts as t } from './approvalPageTexts';
import { isoDatesOf, withAgenda, type ApprovalDraft, type ModelChoice } from './approvalDraft';
import { VehicleSummary, type ShownVehicle } from './VehicleSummary';
import { VehicleCalendarLinks } from '../fleet/VehicleCalendarLinks';

export interface FleetChoiceProps {
  loan: WireLoan;
  draft: ApprovalDraft;
  today: string;
  disabled: boolean;
  onChange: (changes: Partial<ApprovalDraft>) => void;
}

/**
 * The requested model and the vehicle that will serve it (spec loan-area sections 2 and 5): the first and second
 * option and 'Outra opção de Veículo'; then the period and the fleet: the option's own vehicles with their agenda
 * for the period (busy ones can't be chosen), or, for another vehicle, a search by fleet number (6 to 80
 * characters). The chosen vehicle's summary follows.
 */
export function FleetChoice({ loan, draft, today, disabled, onChange }: FleetChoiceProps) {
  // The fleet text last searched: the results follow it and the period, re-asked when the dates change.
  const [searched, setSearched] = useState(() => (isFleetSearch(draft.fleetSearch) ? draft.fleetSearch : ''));
  const iso = isoDatesOf(draft);
  const datesProblem = checkLoanDates(iso.startDate, iso.endDate, today);
  const period =
    !datesProblem && iso.startDate && iso.endDate
      ? { startDate: iso.startDate, endDate: iso.endDate, loanId: loan.id }
      : null;
  const optionFleet =
    draft.model === 'option1'
      ? loan.option1.car_frota
      : draft.model === 'option2'
        ? loan.option2.car_frota
        : [];
  const agenda = useGetFleetAgendaQuery(period ?? { startDate: '', endDate: '', loanId: loan.id }, {
    skip: !period || optionFleet.length === 0,
  });
  const search = useSearchFleetQuery(
    { frota: searched, ...(period ?? { loanId: loan.id }) },
    { skip: draft.model !== 'other' || !searched },
  );

  const vehicles: ShownVehicle[] =
    draft.model === 'other' ? (search.data?.frotas ?? []) : withAgenda(optionFleet, agenda.data?.frotas);
  const selected = vehicles.find((vehicle) => vehicle.id === draft.carId) ?? null;

  const typedInFull = (field: 'startDate' | 'endDate') => draft[field].length === dateMask.length;
  const dateField = (field: 'startDate' | 'endDate') => (
    <FormField
      id={`approval-${field}`}
      label={field === 'startDate' ? t.startDate : t.endDate}
      problem={datesProblem?.field === field && typedInFull(field) ? datesProblem.message : null}
    >
      {(control) => (
        <TypedDateInput
          control={control}
          name={field}
          value={draft[field]}
          disabled={disabled}
          onChange={(value) => onChange({ [field]: value })}
        />
      )}
    </FormField>
  );

  const agendaLabel = (vehicle: ShownVehicle) =>
    vehicle.available === undefined
      ? ''
      : vehicle.available
        ? approvalTexts.agendaFree
        : approvalTexts.agendaBusy;

  const fleetSelect = (id: string, label: string, list: ShownVehicle[]) => (
    <FormField id={id} label={label} kind="select">
      {(control) => (
        <select
          {...control}
          name="carId"
          value={draft.carId ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ carId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{approvalTexts.chooseFleet}</option>
          {list.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id} disabled={vehicle.available === false}>
              {[vehicle.frota, vehicle.placa, agendaLabel(vehicle)].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  const runSearch = () => {
    if (isFleetSearch(draft.fleetSearch)) setSearched(draft.fleetSearch.trim());
  };

  const radio = (value: ModelChoice, label: string) => (
    <div className="form-check" key={value}>
      <input
        id={`approval-model-${value}`}
        className="form-check-input"
        type="radio"
        name="model"
        value={value}
        checked={draft.model === value}
        disabled={disabled}
        onChange={() => {
          if (value !== 'other') setSearched('');
          onChange({ model: value });
        }}
      />
      <label className="form-check-label" htmlFor={`approval-model-${value}`}>
        {label}
      </label>
    </div>
  );

  return (
    <>
      <fieldset className="approval-fieldset">
        <legend>{t.model}</legend>
        {radio('option1', t.firstOption(displayTitle(loan.option1.title)))}
        {radio('option2', t.secondOption(displayTitle(loan.option2.title)))}
        {radio('other', approvalTexts.otherVehicle)}
      </fieldset>
      {draft.model && (
        <div className="approval-vehicle">
          <div className="approval-dates">
            {dateField('startDate')}
            {dateField('endDate')}
          </div>
          {draft.model === 'other' ? (
            <div className="approval-search">
              <div className="approval-search__row">
                <FormField id="approval-fleet-search" label={approvalTexts.fleetField}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      name="frota"
                      required
                      maxLength={approvalLimits.fleetSearchMax}
                      autoComplete="off"
                      value={draft.fleetSearch}
                      disabled={disabled}
                      onChange={(event) => onChange({ fleetSearch: event.target.value, carId: null })}
                      onKeyDown={(event) => {
                        if (event.key !== 'Enter') return;
                        event.preventDefault();
                        runSearch();
                      }}
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  className="btn btn-outline-primary approval-search__button"
                  disabled={disabled || !isFleetSearch(draft.fleetSearch)}
                  onClick={runSearch}
                >
                  {approvalTexts.search}
                </button>
              </div>
              <div aria-live="polite">
                {search.isFetching && <p className="approval-note">{t.searching}</p>}
                {!search.isFetching && searched && search.data?.frotas.length === 0 && (
                  <p className="approval-note approval-note--warning">{approvalTexts.fleetNotFound}</p>
                )}
              </div>
              {!search.isFetching &&
                searched &&
                (search.data?.frotas.length ?? 0) > 0 &&
                fleetSelect('approval-fleet-found', t.fleetFound, vehicles)}
            </div>
          ) : optionFleet.length === 0 ? (
            <p className="approval-note approval-note--warning">{t.noFleet}</p>
          ) : (
            <>
              {fleetSelect('approval-fleet', t.fleet, vehicles)}
              <p className="approval-note" aria-live="polite">
                {!period ? t.agendaNeedsDates : agenda.isFetching ? t.agendaLoading : ''}
              </p>
              <VehicleCalendarLinks vehicles={optionFleet} startDate={iso.startDate} />
            </>
          )}
          {selected && (
            <VehicleSummary
              vehicle={selected}
              startDate={draft.startDate}
              endDate={draft.endDate}
              agenda={agendaLabel(selected)}
            />
          )}
        </div>
      )}
    </>
  );
}
