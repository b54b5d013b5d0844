import { FormField } from '../../../components/forms/FormField';
import { vehicleLimits, type VehicleField } from '../../../domain/editorialFleet';
import type { FleetChoices } from '../../../domain/editorialFleetSchemas';
import { fleetTexts as t } from './fleetTexts';
import type { VehicleForm } from './vehicleForm';

/**
 * A vehicle's fields: fleet number, plate, chassis, model and its version (the versions offered are the chosen
 * model's), model year, colour and place. Each shows the rule's message while it is the one marked.
 */
export function VehicleFieldset({
  idOf,
  form,
  choices,
  problemOf,
  onChange,
}: {
  idOf: (field: VehicleField) => string;
  form: VehicleForm;
  choices: FleetChoices;
  problemOf: (field: VehicleField) => string | null;
  onChange: (update: Partial<VehicleForm>) => void;
}) {
  const car = choices.cars.find((candidate) => String(candidate.id) === form.carId);
  const text = (
    field: 'frota' | 'placa' | 'chassis' | 'color' | 'vehicleLocation',
    maxLength: number,
    hint?: string,
  ) => (
    <FormField
      id={idOf(field)}
      label={t.fields[field]}
      problem={problemOf(field)}
      {...(hint ? { hint } : {})}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          name={field}
          maxLength={maxLength}
          autoComplete="off"
          value={form[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <div className="editorial-fleet-fields">
      {text('frota', vehicleLimits.frotaMax)}
      {text('placa', 8, t.placaHint)}
      {text('chassis', vehicleLimits.chassisLength, t.chassisHint)}
      <FormField id={idOf('carId')} label={t.fields.carId} problem={problemOf('carId')} kind="select">
        {(control) => (
          <select
            {...control}
            name="carId"
            value={form.carId}
            // Another model's versions are not this one's: the version is chosen again.
            onChange={(event) => onChange({ carId: event.target.value, carVersionId: '' })}
          >
            <option value="">{t.chooseCar}</option>
            {choices.cars.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={idOf('carVersionId')}
        label={t.fields.carVersionId}
        problem={problemOf('carVersionId')}
        kind="select"
      >
        {(control) => (
          <select
            {...control}
            name="carVersionId"
            value={form.carVersionId}
            onChange={(event) => onChange({ carVersionId: event.target.value })}
          >
            <option value="">{t.chooseVersion}</option>
            {(car?.versions ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={idOf('modelYear')} label={t.fields.modelYear} problem={problemOf('modelYear')}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            name="modelYear"
            maxLength={4}
            value={form.modelYear}
            onChange={(event) => onChange({ modelYear: event.target.value })}
          />
        )}
      </FormField>
      {text('color', vehicleLimits.colorMax)}
      {text('vehicleLocation', vehicleLimits.locationMax)}
    </div>
  );
}
