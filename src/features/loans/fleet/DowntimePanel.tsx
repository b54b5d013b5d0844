import { fleetCalendarTexts as t } from '../../../domain/fleetCalendar';
import type { Downtime } from '../../../domain/fleetCalendarSchemas';
import { problemOf } from '../../../lib/api/apiErrors';
import { DowntimeEditor } from '../../../components/fleet/DowntimeEditor';
import { useAddDowntimeMutation, useRemoveDowntimeMutation } from './fleetCalendarApi';

const failure = { failed: t.actionFailed, connectionFailed: t.connectionFailed };

/** The calendar's out-of-service periods of the month, added and removed there (the calendar reloads itself). */
export function DowntimePanel({ vehicleId, downtime }: { vehicleId: number; downtime: Downtime[] }) {
  const [addDowntime, adding] = useAddDowntimeMutation();
  const [removeDowntime, removing] = useRemoveDowntimeMutation();
  return (
    <DowntimeEditor
      downtime={downtime}
      texts={{
        heading: t.downtimeHeading,
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
        removeTitle: t.removeConfirmTitle,
        removeQuestion: t.removeConfirm,
      }}
      onAdd={(fields) => addDowntime({ fleetVehicleId: vehicleId, ...fields }).unwrap()}
      onRemove={(stop) => removeDowntime(stop.id).unwrap()}
      adding={adding.isLoading}
      removing={removing.isLoading}
      problemOf={(error) => problemOf(error, failure)}
    />
  );
}
