import { useEffect, useRef, type MouseEvent, type Ref, type RefObject } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { timings } from '../../domain/limits';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useSideSwipe } from './useSideSwipe';
import './media.css';

export interface CarouselProps extends Settings {
  sliderRef?: Ref<Slider>;
  /** Where the arrows sit: over the slides (banner) or in the gutters beside them (rows of cards). */
  arrowPlacement?: 'over' | 'beside';
  /** The accessible name of each dot, from its 0-based index. */
  dotLabel?: (index: number) => string;
}

function CarouselArrow({ direction, className, onClick }: CustomArrowProps & { direction: 'prev' | 'next' }) {
  return (
    <button
      type="button"
      className={`media-carousel__arrow media-carousel__arrow--${direction}`}
      aria-label={direction === 'prev' ? 'Anterior' : 'Próximo'}
      onClick={onClick}
      // Without `infinite`, react-slick marks the arrow at either end 'slick-disabled' and drops its handler.
      disabled={className?.includes('slick-disabled') ?? false}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * react-slick hides off-screen slides (and its clones for infinite mode) with aria-hidden only, so the links in
 * them stay in the tab order: a keyboard user would tab into cards they cannot see. `inert` takes them out.
 */
function useInertHiddenSlides(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const sync = () => {
      node.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(node, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * react-slick with the house look: visible arrows named 'Anterior'/'Próximo', labelled dots, no autoplay and
 * no sliding animation when the visitor asks for reduced motion.
 */
export function Carousel({
  sliderRef,
  arrowPlacement = 'beside',
  dotLabel = (index) => `Ir para o item ${index + 1}`,
  className,
  autoplay,
  speed = timings.carouselSpeedMs,
  children,
  ...settings
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  useInertHiddenSlides(rootRef);
  useSideSwipe(rootRef);

  // react-slick 0.31 no longer swallows the click that ends a mouse drag: dragging a card would also open it.
  // A click whose press started more than 10 px away is the end of a drag (keyboard clicks have detail 0).
  const onClickCapture = (event: MouseEvent) => {
    const start = pressedAt.current;
    pressedAt.current = null;
    if (event.detail > 0 && start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <div
      ref={rootRef}
      // A mouse drag that starts on a link or image would become the browser's drag-and-drop, which swallows the
      // mouse-up: the slider would think the button still held and jump at the next move. Slides are not drag data.
      onDragStart={(event) => event.preventDefault()}
      onMouseDownCapture={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onClickCapture={onClickCapture}
      className={[
        'media-carousel',
        settings.arrows !== false && `media-carousel--arrows-${arrowPlacement}`,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Slider
        ref={sliderRef}
        prevArrow={<CarouselArrow direction="prev" />}
        nextArrow={<CarouselArrow direction="next" />}
        customPaging={(index) => <button type="button" aria-label={dotLabel(index)} />}
        {...settings}
        autoplay={Boolean(autoplay) && !reducedMotion}
        speed={reducedMotion ? 0 : speed}
      >
        {children}
      </Slider>
    </div>
  );
}
