import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { useCan } from '../useMayPublish';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { editorialTexts } from '../editorialTexts';
import { LoanModelsEditor } from '../fleet/LoanModelsEditor';
import { VehicleDeskTable } from '../fleet/VehicleDeskTable';
import { useGetFleetVehiclesQuery, useGetLoanModelsQuery } from '../fleet/fleetApi';
import { fleetTexts as t } from '../fleet/fleetTexts';
import '../fleet/fleet.scss';

/** /redacao/frota: 'Novo veículo', the vehicles searched by fleet number, plate, chassis or model, and the models the request wizard offers. */
export default function FleetDeskPage() {
  const allowed = useCan('manageFleet');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const vehicles = useGetFleetVehiclesQuery(query, { skip: !allowed, refetchOnMountOrArgChange: true });
  const models = useGetLoanModelsQuery(undefined, { skip: !allowed, refetchOnMountOrArgChange: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  let list;
  if (vehicles.isLoading) list = <EditorialLoading />;
  else if (vehicles.isError || !vehicles.data)
    list = <EditorialLoadFailed error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  else
    list = (
      <>
        <p className="editorial-page__status" role="status">
          {t.found(vehicles.data.vehicles.length)}
        </p>
        <VehicleDeskTable vehicles={vehicles.data.vehicles} />
      </>
    );

  let modelsContent;
  if (models.data) modelsContent = <LoanModelsEditor list={models.data} />;
  else if (models.isLoading) modelsContent = <EditorialLoading />;
  else modelsContent = <EditorialLoadFailed error={models.error} onRetry={() => void models.refetch()} />;

  return (
    <EditorialFrame title={editorialTexts.areas.fleet} capability="manageFleet">
      <div className="editorial-fleet-desk__top">
        <Link className="btn btn-primary" to={paths.editorial.vehicle.href('novo')}>
          {t.newVehicle}
        </Link>
        <form className="editorial-fleet-desk__search" role="search" aria-label={t.region} onSubmit={search}>
          <label htmlFor="fleet-search" className="form-label">
            {t.search}
          </label>
          <div className="input-group">
            <input
              id="fleet-search"
              className="form-control"
              type="search"
              maxLength={100}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary">
              {t.searchButton}
            </button>
          </div>
        </form>
      </div>
      <h2 className="editorial-page__heading">{t.vehicles}</h2>
      {list}
      {modelsContent}
    </EditorialFrame>
  );
}
