import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Carousel } from '../../../src/components/media/carousel/Carousel';

/** A touch event at a point, built by hand: jsdom's TouchEvent takes no plain objects as touches. */
function touch(type: 'touchstart' | 'touchmove', x: number, y: number): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: [{ clientX: x, clientY: y }] });
  return event;
}

function renderSlider() {
  render(
    <Carousel arrows={false} dots={false} infinite={false}>
      <p>Primeiro</p>
      <p>Segundo</p>
    </Carousel>,
  );
  return screen.getByText('Primeiro');
}

describe('a slider under a finger', () => {
  it('claims a sideways swipe, so the browser starts no scroll with it', () => {
    const slide = renderSlider();
    slide.dispatchEvent(touch('touchstart', 200, 300));
    const small = touch('touchmove', 195, 301);
    slide.dispatchEvent(small);
    expect(small.defaultPrevented).toBe(false); // not yet a swipe: within 10 px
    const sideways = touch('touchmove', 170, 304);
    slide.dispatchEvent(sideways);
    expect(sideways.defaultPrevented).toBe(true);
    const later = touch('touchmove', 120, 330); // once a swipe, always a swipe
    slide.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
  });

  it('leaves an up-or-down drag to the page, which scrolls', () => {
    const slide = renderSlider();
    slide.dispatchEvent(touch('touchstart', 200, 300));
    const down = touch('touchmove', 204, 340);
    slide.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(false);
    const thenSideways = touch('touchmove', 120, 345);
    slide.dispatchEvent(thenSideways);
    expect(thenSideways.defaultPrevented).toBe(false);
  });
});
