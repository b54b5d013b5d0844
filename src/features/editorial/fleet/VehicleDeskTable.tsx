import { Link } from 'react-router-dom';
import type { VehicleSummary } from '../../../domain/editorialFleetSchemas';
import { paths } from '../../../domain/routes';
import { fleetTexts as t } from './fleetTexts';

/** The vehicles: fleet number (to its page), model and version, plate, chassis, year, whether in service today. */
export function VehicleDeskTable({ vehicles }: { vehicles: VehicleSummary[] }) {
  if (!vehicles.length) return <p className="editorial-page__status">{t.empty}</p>;
  const c = t.columns;
  return (
    <div className="editorial-table">
      <table className="table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.frota}</th>
            <th scope="col">{c.model}</th>
            <th scope="col">{c.placa}</th>
            <th scope="col">{c.chassis}</th>
            <th scope="col">{c.year}</th>
            <th scope="col">{c.state}</th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((vehicle) => (
            <tr key={vehicle.id}>
              <td>
                <Link to={paths.editorial.vehicle.href(vehicle.id)}>{vehicle.frota}</Link>
              </td>
              <td>
                {vehicle.carTitle} · {vehicle.versionTitle}
              </td>
              {/* Each column's name, shown only on a phone, where the rows stack and the header is hidden. */}
              <td>
                <span className="editorial-table__label">{c.placa}: </span>
                {vehicle.placa}
              </td>
              <td>
                <span className="editorial-table__label">{c.chassis}: </span>
                {vehicle.chassis}
              </td>
              <td>
                <span className="editorial-table__label">{c.year}: </span>
                {vehicle.modelYear}
              </td>
              <td>{vehicle.outOfService ? t.outOfService : t.inService}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
