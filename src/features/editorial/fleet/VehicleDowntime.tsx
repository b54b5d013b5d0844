import type { EditorialVehicle } from '../../../domain/editorialFleetSchemas';
import { DowntimeEditor } from '../../../components/fleet/DowntimeEditor';
import { editorialProblemOf } from '../editorialProblem';
import { useAddVehicleDowntimeMutation, useRemoveVehicleDowntimeMutation } from './fleetApi';
import { fleetTexts as t } from './fleetTexts';

/**
 * The vehicle's out-of-service periods from today on, on its page: the calendar's editor, whose every change answers
 * the vehicle with its periods and history, which replaces the one shown.
 */
export function VehicleDowntime({
  vehicle,
  onChanged,
}: {
  vehicle: EditorialVehicle;
  onChanged: (next: EditorialVehicle) => void;
}) {
  const [add, adding] = useAddVehicleDowntimeMutation();
  const [remove, removing] = useRemoveVehicleDowntimeMutation();
  return (
    <DowntimeEditor
      downtime={vehicle.downtime}
      texts={{
        heading: t.downtimeHeading,
        intro: t.downtimeIntro,
        none: t.downtimeNone,
        add: t.downtimeAdd,
        start: t.downtimeStart,
        end: t.downtimeEnd,
        reason: t.downtimeReason,
        save: t.downtimeSave,
        saving: t.saving,
        saved: t.downtimeSaved,
        removeLabel: t.downtimeRemoveLabel,
        remove: t.downtimeRemove,
        removed: t.downtimeRemoved,
        removeTitle: t.removeTitle,
        removeQuestion: t.downtimeRemoveQuestion,
      }}
      onAdd={async (body) => onChanged(await add({ id: vehicle.id, body }).unwrap())}
      onRemove={async (stop) => onChanged(await remove({ id: vehicle.id, downtimeId: stop.id }).unwrap())}
      adding={adding.isLoading}
      removing={removing.isLoading}
      problemOf={(error) => editorialProblemOf(error)}
    />
  );
}
