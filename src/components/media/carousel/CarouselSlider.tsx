/**
 * react-slick itself, with the house arrows and labelled dots: the part of the carousel loaded after the page has
 * shown its first view (Carousel.tsx), so its 16 KB never delay a page's first picture.
 */
import type { Ref } from 'react';
import Slider, { type Settings } from 'react-slick';
import { CarouselArrow } from './CarouselArrow';

export interface CarouselSliderProps extends Settings {
  sliderRef: Ref<Slider>;
  dotLabel: (index: number) => string;
}

export default function CarouselSlider({ sliderRef, dotLabel, children, ...settings }: CarouselSliderProps) {
  return (
    <Slider
      ref={sliderRef}
      prevArrow={<CarouselArrow direction="prev" />}
      nextArrow={<CarouselArrow direction="next" />}
      customPaging={(index) => <button type="button" aria-label={dotLabel(index)} />}
      {...settings}
    >
      {children}
    </Slider>
  );
}
