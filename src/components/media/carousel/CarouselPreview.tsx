import { Children, cloneElement, isValidElement, useRef, type ReactNode } from 'react';
import { CarouselArrow } from './CarouselArrow';
import {
  activeDot,
  canMove,
  dotCount,
  isStill,
  slideAfter,
  slidesInView,
  type CarouselLayout,
} from './carouselView';

export interface CarouselPreviewProps {
  layout: CarouselLayout;
  /** The first slide in view. */
  current: number;
  arrows: boolean;
  dots: boolean;
  vertical: boolean;
  dotLabel: (index: number) => string;
  /** An arrow, a dot or a swipe asked for another slide: the carousel moves there and loads react-slick. */
  onMove: (slide: number) => void;
  children: ReactNode;
}

/** A swipe is a sideways move longer than this, and longer than it is tall. */
const swipePx = 40;

/**
 * A carousel's first view, drawn before react-slick has loaded: the slides in view in react-slick's own markup and
 * class names, so slick.css and the house styles lay it out as they will lay out react-slick, and nothing moves when
 * react-slick takes over. Its arrows, dots and swipes work: they move the view and call for react-slick.
 */
export function CarouselPreview({
  layout,
  current,
  arrows,
  dots,
  vertical,
  dotLabel,
  onMove,
  children,
}: CarouselPreviewProps) {
  const touchedAt = useRef<{ x: number; y: number } | null>(null);
  const items = Children.toArray(children);
  const perSlide = layout.rows * layout.slidesPerRow;
  const still = isStill(layout);
  const slideWidth = vertical ? '100%' : `${100 / layout.slidesToShow}%`;

  const slide = (index: number) => {
    const rows = Array.from({ length: layout.rows }, (_, row) => {
      const first = index * perSlide + row * layout.slidesPerRow;
      return items.slice(first, first + layout.slidesPerRow);
    }).filter((row) => row.length > 0);
    return (
      <div
        key={index}
        data-index={index}
        className="slick-slide slick-active"
        tabIndex={-1}
        aria-hidden="false"
        style={{ outline: 'none', width: slideWidth }}
      >
        <div>
          {rows.map((row, rowIndex) => (
            <div key={rowIndex}>
              {row.map((item) =>
                isValidElement<{ style?: object; tabIndex?: number }>(item)
                  ? cloneElement(item, {
                      tabIndex: -1,
                      style: { width: `${100 / layout.slidesPerRow}%`, display: 'inline-block' },
                    })
                  : item,
              )}
            </div>
          ))}
        </div>
      </div>
    );
  };

  const arrow = (direction: 'prev' | 'next') =>
    arrows && !still ? (
      <CarouselArrow
        direction={direction}
        className={canMove(layout, current, direction) ? undefined : 'slick-disabled'}
        onClick={() => onMove(slideAfter(layout, current, direction === 'prev' ? -1 : 1))}
      />
    ) : null;

  return (
    <div
      className={`slick-slider slick-initialized${vertical ? ' slick-vertical' : ''}`}
      dir="ltr"
      data-first-view=""
    >
      {arrow('prev')}
      <div
        className="slick-list"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchedAt.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = touchedAt.current;
          const touch = event.changedTouches[0];
          touchedAt.current = null;
          if (!start || !touch || still) return;
          const dx = touch.clientX - start.x;
          if (Math.abs(dx) > swipePx && Math.abs(dx) > Math.abs(touch.clientY - start.y))
            onMove(slideAfter(layout, current, dx < 0 ? 1 : -1));
        }}
      >
        <div className="slick-track" style={{ opacity: 1 }}>
          {slidesInView(layout, current).map(slide)}
        </div>
      </div>
      {arrow('next')}
      {dots && !still && (
        <ul className="slick-dots" style={{ display: 'block' }}>
          {Array.from({ length: dotCount(layout) }, (_, index) => (
            <li key={index} className={index === activeDot(layout, current) ? 'slick-active' : undefined}>
              <button
                type="button"
                aria-label={dotLabel(index)}
                onClick={() => onMove(index * layout.slidesToScroll)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
