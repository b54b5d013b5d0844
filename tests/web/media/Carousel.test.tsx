import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselHandle } from '../../../src/components/media/carousel/Carousel';
import { untilSlidersLoaded } from '../utils';

// Carousel.tsx remembers react-slick once loaded (later carousels start with it): each test imports it afresh,
// so each sees a page where react-slick has not come yet.
const sliderModule = '../../../src/components/media/carousel/CarouselSlider';
beforeEach(() => {
  vi.resetModules();
  vi.doUnmock(sliderModule);
});
const freshCarousel = async () => (await import('../../../src/components/media/carousel/Carousel')).Carousel;

/** Until react-slick's code is here and what waited on its arrival (the carousel's swap) has had its turn. */
async function untilSliderArrived() {
  await import('../../../src/components/media/carousel/CarouselSlider');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Holds react-slick back until the test lets it come. userEvent aims a click at an element found beforehand: had
 * react-slick arrived between the hover that loads it and the press, the press would land on the first view's
 * detached arrow (a browser aims at whatever is under the pointer then). Answers the release.
 */
function holdSlider(): () => void {
  let release!: () => void;
  const allowed = new Promise<void>((resolve) => (release = resolve));
  vi.doMock(sliderModule, async () => {
    await allowed;
    return vi.importActual(sliderModule);
  });
  return release;
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <div key={index}>
      <a href={`/news/${index + 1}`}>Notícia {index + 1}</a>
    </div>
  ));
const shownLinks = (root: HTMLElement) =>
  [...root.querySelectorAll('.slick-slide:not([aria-hidden="true"]) a')].map((link) => link.textContent);

describe('the carousel before and after react-slick', () => {
  it('first draws only the slides in view, with working arrows, and react-slick then takes over', async () => {
    const Carousel = await freshCarousel();
    const { container } = render(
      <Carousel slidesToShow={3} slidesToScroll={3} infinite>
        {cards(5)}
      </Carousel>,
    );
    expect(container.querySelector('[data-first-view]')).not.toBeNull();
    expect(shownLinks(container)).toEqual(['Notícia 1', 'Notícia 2', 'Notícia 3']);
    expect(container.querySelectorAll('.slick-slide')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();

    await untilSlidersLoaded();
    expect(shownLinks(container)).toEqual(['Notícia 1', 'Notícia 2', 'Notícia 3']);
    // react-slick draws every slide, and clones for looping.
    expect(container.querySelectorAll('.slick-slide:not(.slick-cloned)')).toHaveLength(5);
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
  });

  it('makes a move asked for on the first view, tells the page, and react-slick starts from there', async () => {
    const releaseSlider = holdSlider();
    const Carousel = await freshCarousel();
    const beforeChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Carousel slidesToShow={3} slidesToScroll={3} infinite beforeChange={beforeChange}>
        {cards(5)}
      </Carousel>,
    );
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    // jsdom can't tell a click's focus from the keyboard's: the swap waits for the focus to leave.
    await user.click(document.body);
    releaseSlider();
    await untilSlidersLoaded();
    expect(beforeChange).toHaveBeenCalledTimes(1);
    expect(beforeChange).toHaveBeenCalledWith(0, 3);
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '3');
  });

  it('keeps the first view while the keyboard focus is in it, so a keyboard user never loses the focus', async () => {
    const Carousel = await freshCarousel();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <Carousel slidesToShow={1} infinite>
          {cards(3)}
        </Carousel>
        <button type="button">Depois</button>
      </>,
    );
    await user.tab(); // 'Anterior'
    await user.tab(); // the card's link
    await user.tab();
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shownLinks(container)).toEqual(['Notícia 2']);
    await untilSliderArrived();
    expect(container.querySelector('[data-first-view]')).not.toBeNull();
    expect(next).toHaveFocus();

    await user.tab(); // out, to 'Depois'
    await untilSlidersLoaded();
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '1');
  });

  it('follows a sideways swipe on the first view, and leaves an up-or-down one to the page', async () => {
    const Carousel = await freshCarousel();
    const { container } = render(
      <Carousel slidesToShow={1} infinite={false}>
        {cards(3)}
      </Carousel>,
    );
    const list = container.querySelector('.slick-list')!;
    const drag = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(list, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(list, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    drag([300, 100], [290, 300]); // a scroll
    expect(shownLinks(container)).toEqual(['Notícia 1']);
    drag([300, 100], [100, 110]); // a swipe to the left: the next slide
    expect(shownLinks(container)).toEqual(['Notícia 2']);
    drag([100, 100], [300, 90]); // and back
    expect(shownLinks(container)).toEqual(['Notícia 1']);
  });

  it('disables the arrow at either end when it does not loop, as react-slick does', async () => {
    const Carousel = await freshCarousel();
    render(
      <Carousel slidesToShow={2} slidesToScroll={1} infinite={false}>
        {cards(3)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
    await untilSlidersLoaded();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('answers the page through sliderRef before react-slick has come, as after', async () => {
    const Carousel = await freshCarousel();
    const slider = createRef<CarouselHandle>();
    const afterChange = vi.fn();
    const { container } = render(
      <Carousel sliderRef={slider} arrows={false} infinite={false} afterChange={afterChange}>
        {cards(4)}
      </Carousel>,
    );
    slider.current!.slickGoTo(2);
    expect(afterChange).toHaveBeenCalledWith(2);
    await untilSlidersLoaded();
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '2');
  });

  it('groups rows in one slide, and draws labelled dots that move it', async () => {
    const releaseSlider = holdSlider();
    const Carousel = await freshCarousel();
    const user = userEvent.setup();
    const { container } = render(
      <Carousel rows={3} slidesPerRow={1} dots arrows={false} dotLabel={(index) => `Grupo ${index + 1}`}>
        {cards(6)}
      </Carousel>,
    );
    expect(shownLinks(container)).toEqual(['Notícia 1', 'Notícia 2', 'Notícia 3']);
    const dots = within(container.querySelector<HTMLElement>('.slick-dots')!).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Grupo 1', 'Grupo 2']);
    await user.click(screen.getByRole('button', { name: 'Grupo 2' }));
    await user.click(document.body);
    releaseSlider();
    await untilSlidersLoaded();
    expect(container.querySelector('.slick-current')).toHaveAttribute('data-index', '1');
    expect(shownLinks(container)).toEqual(['Notícia 4', 'Notícia 5', 'Notícia 6']);
  });
});
