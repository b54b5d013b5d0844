import { Link } from 'react-router-dom';
import type { CarSummary } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { paths } from '../../../lib/paths';

/** A car's thumbnail and name, opening the car. */
export function CarCard({ car }: { car: CarSummary }) {
  return (
    <Link to={paths.cars.detail(car.id)} className="home-car__link">
      {/* The title beside it names the link; an alt repeating it would be read twice. */}
      <img
        className="home-car__image"
        src={car.mediaThumb}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        decoding="async"
      />
      <span className="home-car__title">{displayTitle(car.title)}</span>
    </Link>
  );
}
