import type { CarSummary } from '../../../domain/content';
import { CarCard } from './CarCard';

/**
 * The cars below 992 px: a grid (3 per row from 545 px, 2 below), not a slider. Inside the swipeable panels a
 * slider of its own would take every sideways swipe, and the panels would never move.
 */
export function CarsGrid({ cars }: { cars: CarSummary[] }) {
  return (
    <ul className="home-cars-grid">
      {cars.map((car) => (
        <li key={car.id} className="home-car">
          <CarCard car={car} />
        </li>
      ))}
    </ul>
  );
}
