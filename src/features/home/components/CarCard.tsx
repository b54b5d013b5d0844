import { Link } from 'react-router-dom';
import type { CarSummary } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { paths } from '../../../domain/routes';
import { Thumbnail } from '../../../components/media/Thumbnail';
import { carImageSizes } from '../imageSizes';

/** A car's thumbnail and name, opening the car. */
export function CarCard({ car }: { car: CarSummary }) {
  return (
    <Link to={paths.cars.detail.href(car.id)} className="home-car__link">
      {/* The title beside it names the link; an alt repeating it would be read twice. */}
      <Thumbnail
        className="home-car__image"
        src={car.mediaThumb}
        alt=""
        sizes={carImageSizes}
        width={1024}
        height={683}
      />
      <span className="home-car__title">{displayTitle(car.title)}</span>
    </Link>
  );
}
