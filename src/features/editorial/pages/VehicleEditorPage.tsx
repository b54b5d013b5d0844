import { useParams } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { useCan } from '../useMayPublish';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { editorialTexts } from '../editorialTexts';
import { NewVehicleForm } from '../fleet/NewVehicleForm';
import { VehicleEditor } from '../fleet/VehicleEditor';
import { useGetFleetChoicesQuery, useGetFleetVehicleQuery } from '../fleet/fleetApi';
import { fleetTexts as t } from '../fleet/fleetTexts';
import '../fleet/fleet.scss';

/** /redacao/frota/{id}: a vehicle as the server has it now; /redacao/frota/novo: a new one. */
export default function VehicleEditorPage() {
  const allowed = useCan('manageFleet');
  const { vehicleId } = useParams();
  const isNew = vehicleId === 'novo';
  const id = Number(vehicleId);
  const validId = Number.isInteger(id) && id > 0;
  const choices = useGetFleetChoicesQuery(undefined, { skip: !allowed || (!isNew && !validId) });
  const vehicle = useGetFleetVehicleQuery(id, {
    skip: !allowed || isNew || !validId,
    refetchOnMountOrArgChange: true,
  });

  const failed = (error: unknown, retry: () => void) => <EditorialLoadFailed error={error} onRetry={retry} />;
  const loadingNote = <EditorialLoading />;

  let content;
  let title: string = isNew ? t.newTitle : t.vehicleTitle;
  if (!isNew && !validId) content = <p className="editorial-page__problem">{t.notFound}</p>;
  else if (choices.isError) content = failed(choices.error, () => void choices.refetch());
  else if (isNew) content = choices.data ? <NewVehicleForm choices={choices.data} /> : loadingNote;
  // Once read, the editor stays: its 'Recarregar' reads the vehicle again without unmounting the form.
  else if (vehicle.data && choices.data) {
    title = t.editTitle(vehicle.data.frota);
    content = <VehicleEditor key={id} vehicle={vehicle.data} choices={choices.data} />;
  } else if (vehicle.isError) content = failed(vehicle.error, () => void vehicle.refetch());
  else content = loadingNote;

  return (
    <EditorialFrame
      title={title}
      trail={[{ label: editorialTexts.areas.fleet, to: paths.editorial.fleet.href() }]}
      capability="manageFleet"
    >
      {content}
    </EditorialFrame>
  );
}
