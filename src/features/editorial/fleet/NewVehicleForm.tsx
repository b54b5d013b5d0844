import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkVehicle, vehicleFieldOf, type VehicleField } from '../../../domain/editorialFleet';
import type { FleetChoices } from '../../../domain/editorialFleetSchemas';
import { paths } from '../../../domain/routes';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';
import { VehicleFieldset } from './VehicleFieldset';
import { useCreateFleetVehicleMutation } from './fleetApi';
import { fleetTexts as t } from './fleetTexts';
import { emptyVehicleForm, vehicleFieldsOf, type VehicleForm } from './vehicleForm';

interface FieldProblem {
  field: VehicleField;
  message: string;
}

/**
 * 'Novo veículo': the vehicle's fields, checked by the rules before the call and refused by the server in the
 * field's words (a fleet number, plate or chassis another vehicle has); once created, its page.
 */
export function NewVehicleForm({ choices }: { choices: FleetChoices }) {
  const id = useId();
  const idOf = (field: VehicleField) => `${id}-${field}`;
  const navigate = useNavigate();
  const [create, creating] = useCreateFleetVehicleMutation();
  const [form, setForm] = useState<VehicleForm>(emptyVehicleForm);
  const [fieldProblem, setFieldProblem] = useState<FieldProblem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The field a problem sends the focus to, once the render that marks it is done.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const showAtField = (found: FieldProblem) => {
    setFieldProblem(found);
    setFocusTarget({ id: idOf(found.field) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldProblem(null);
    const fields = vehicleFieldsOf(form);
    const rule = checkVehicle(fields, new Date());
    if (rule) {
      showAtField(rule);
      return;
    }
    try {
      const created = await create(fields).unwrap();
      navigate(paths.editorial.vehicle.href(created.id));
    } catch (error) {
      const message = editorialProblemOf(error);
      const field = isApiError(error) && error.status === 400 ? vehicleFieldOf(message) : null;
      if (field) showAtField({ field, message });
      else setProblem(message);
    }
  };

  return (
    <form className="editorial-editor" noValidate onSubmit={(event) => void submit(event)}>
      <div className="editorial-editor__main">
        <VehicleFieldset
          idOf={idOf}
          form={form}
          choices={choices}
          problemOf={(field) => (fieldProblem?.field === field ? fieldProblem.message : null)}
          onChange={(update) => {
            setForm((current) => ({ ...current, ...update }));
            setFieldProblem(null);
          }}
        />
      </div>
      <div className="editorial-editor__footer">
        {problem && (
          <p className="alert alert-danger" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
          {creating.isLoading ? t.saving : t.create}
        </button>
      </div>
    </form>
  );
}
