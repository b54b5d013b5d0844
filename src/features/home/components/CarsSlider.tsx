import type { SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../../components/media/Carousel';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { CarSummary } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { paths } from '../../../lib/paths';
import { carsPerSlide, carsSliderQueries, sliderLoops } from '../homeRules';

function CarCard({ car }: { car: CarSummary }) {
  return (
    <div className="home-car">
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
    </div>
  );
}

// Inside the mobile panels this slider sits in another one: its swipes must not also move the panels.
const keepSwipeHere = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Car thumbnails, 4 per slide (3 at 768 px and under, 2 at 544). react-slick 0.31 applies its `responsive`
 * settings only when a breakpoint is crossed, never on the first render, so the count comes from media queries.
 */
export function CarsSlider({ cars }: { cars: CarSummary[] }) {
  const tablet = useMediaQuery(carsSliderQueries.tablet);
  const phone = useMediaQuery(carsSliderQueries.phone);
  const perSlide = carsPerSlide({ tablet, phone });
  return (
    <div
      className="home-cars"
      onTouchStart={keepSwipeHere}
      onTouchMove={keepSwipeHere}
      onTouchEnd={keepSwipeHere}
      onMouseDown={keepSwipeHere}
      onMouseMove={keepSwipeHere}
      onMouseUp={keepSwipeHere}
    >
      <Carousel
        arrowPlacement={phone ? 'over' : 'beside'}
        slidesToShow={perSlide}
        slidesToScroll={1}
        infinite={sliderLoops(cars.length, perSlide)}
        arrows={!phone}
        dots={phone}
        dotLabel={(index) => `Ir para o carro ${index + 1}`}
      >
        {cars.map((car) => (
          <CarCard key={car.id} car={car} />
        ))}
      </Carousel>
    </div>
  );
}
