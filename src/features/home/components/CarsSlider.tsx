import { Carousel } from '../../../components/media/carousel/Carousel';
import type { CarSummary } from '../../../domain/content';
import { carsPerSlide, sliderLoops } from '../homeRules';
import { CarCard } from './CarCard';

/** The cars from 992 px: a slider of 4 per slide with arrows in the gutters. Below, CarsGrid takes over. */
export function CarsSlider({ cars }: { cars: CarSummary[] }) {
  return (
    <div className="home-cars">
      <Carousel
        arrowPlacement="beside"
        slidesToShow={carsPerSlide}
        slidesToScroll={1}
        infinite={sliderLoops(cars.length, carsPerSlide)}
        dots={false}
      >
        {cars.map((car) => (
          <div key={car.id} className="home-car">
            <CarCard car={car} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
