import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { checkVehicle, vehicleFieldOf, type VehicleField } from '../../../domain/editorialFleet';
import type { EditorialVehicle, FleetChoices } from '../../../domain/editorialFleetSchemas';
import { paths } from '../../../domain/routes';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useWholeListEditor } from '../editor/useWholeListEditor';
import { editorialProblemOf } from '../editorialProblem';
import { VehicleDowntime } from './VehicleDowntime';
import { VehicleFieldset } from './VehicleFieldset';
import {
  useLazyGetFleetVehicleQuery,
  useRemoveFleetVehicleMutation,
  useSaveFleetVehicleMutation,
} from './fleetApi';
import { fleetTexts as t } from './fleetTexts';
import { vehicleFieldsOf, vehicleFormOf, type VehicleForm } from './vehicleForm';

/**
 * A fleet vehicle: its fields saved on the version read (a 409 keeps what was typed and offers 'Recarregar'), the
 * link to its month calendar, 'Excluir' for a vehicle never lent, its out-of-service periods and its history. The
 * periods are their own writes: they leave the fields and their version alone, so a half-typed edit survives them.
 */
export function VehicleEditor({ vehicle, choices }: { vehicle: EditorialVehicle; choices: FleetChoices }) {
  const id = useId();
  const idOf = (field: VehicleField) => `${id}-${field}`;
  const navigate = useNavigate();
  const [save, saving] = useSaveFleetVehicleMutation();
  const [load, loading] = useLazyGetFleetVehicleQuery();
  const [remove, removing] = useRemoveFleetVehicleMutation();
  // The periods and the history as last answered, whichever call answered last.
  const [latest, setLatest] = useState(vehicle);
  const [asking, setAsking] = useState(false);
  const [removalProblem, setRemovalProblem] = useState<string | null>(null);
  const busy = saving.isLoading || loading.isFetching || removing.isLoading;
  const took = (next: EditorialVehicle) => {
    setLatest(next);
    return next;
  };
  const editor = useWholeListEditor({
    list: vehicle,
    formOf: vehicleFormOf,
    check: (form: VehicleForm) => checkVehicle(vehicleFieldsOf(form), new Date()),
    locate: (message) => {
      const field = vehicleFieldOf(message);
      return field ? { field } : null;
    },
    bodyOf: (form, version) => ({ ...vehicleFieldsOf(form), version }),
    focusIdOf: (found) => idOf(found.field),
    save: async (body) => took(await save({ id: vehicle.id, body }).unwrap()),
    load: async () => took(await load(vehicle.id).unwrap()),
    savedNotice: t.saved,
  });
  const { saved, form, change, fieldProblem } = editor;
  const problemOf = (field: VehicleField) => (fieldProblem?.field === field ? fieldProblem.message : null);

  const removeVehicle = async () => {
    setRemovalProblem(null);
    try {
      await remove({ id: saved.id, version: saved.version }).unwrap();
      navigate(paths.editorial.fleet.href());
    } catch (error) {
      // An older version's 409 and a lent vehicle's refusal are both said in the server's words.
      setRemovalProblem(editorialProblemOf(error));
    }
  };

  return (
    <>
      <form className="editorial-editor" noValidate onSubmit={(event) => void editor.submit(event)}>
        <div className="editorial-editor__main">
          <VehicleFieldset
            idOf={idOf}
            form={form}
            choices={choices}
            problemOf={problemOf}
            onChange={(update) => change((current) => ({ ...current, ...update }))}
          />
        </div>
        <div className="editorial-editor__side">
          <p>
            <Link to={paths.fleetCalendar.href(saved.id)}>{t.calendar}</Link>
          </p>
          {latest.lent ? (
            <p className="form-text">{t.lentNote}</p>
          ) : (
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setRemovalProblem(null);
                setAsking(true);
              }}
            >
              {t.remove}
            </button>
          )}
        </div>
        <div className="editorial-editor__footer">
          <SaveOutcome
            conflict={editor.conflict}
            problem={editor.problem}
            notice={editor.notice}
            busy={busy}
            onReload={() => void editor.reload()}
          />
          <div className="editorial-actions">
            <div className="editorial-actions__row">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {saving.isLoading ? t.saving : t.save}
              </button>
            </div>
            {editor.dirty && <p className="form-text editorial-actions__hint">{t.saveFirst}</p>}
          </div>
        </div>
        {editor.leaveDialog}
      </form>
      <VehicleDowntime vehicle={latest} onChanged={setLatest} />
      <ChangeHistory changes={latest.changes} />
      <ConfirmDialog
        show={asking}
        title={t.removeTitle}
        question={t.removeQuestion(saved.frota)}
        busy={removing.isLoading}
        problem={removalProblem}
        onConfirm={() => void removeVehicle()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
