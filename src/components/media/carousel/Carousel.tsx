import {
  Children,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
  type Ref,
  type RefObject,
} from 'react';
import type Slider from 'react-slick';
import type { Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { timings } from '../../../domain/limits';
import { whenIdle } from '../../../lib/whenIdle';
import { CarouselPreview } from './CarouselPreview';
import { canMove, slideAfter, type CarouselLayout } from './carouselView';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { useSideSwipe } from './useSideSwipe';
import '../media.css';

/** What a page may ask of its carousel, before react-slick has loaded as after. */
export interface CarouselHandle {
  slickNext(): void;
  slickPrev(): void;
  slickGoTo(slide: number): void;
}

export interface CarouselProps extends Settings {
  sliderRef?: Ref<CarouselHandle>;
  /** Where the arrows sit: over the slides (banner) or in the gutters beside them (rows of cards). */
  arrowPlacement?: 'over' | 'beside';
  /** The accessible name of each dot, from its 0-based index. */
  dotLabel?: (index: number) => string;
}

// Once react-slick is here, carousels drawn later (another page, a new layout) start with it.
let sliderLoaded = false;
let sliderLoading: Promise<typeof import('./CarouselSlider')> | null = null;
const loadSlider = () =>
  (sliderLoading ??= import('./CarouselSlider').then((module) => {
    sliderLoaded = true;
    return module;
  }));
const CarouselSlider = lazy(loadSlider);

/** Whether the keyboard focus is in `node`; where the browser can't tell it from a click's focus, any focus. */
function holdsKeyboardFocus(node: HTMLElement): boolean {
  const knowsKeyboardFocus = typeof CSS !== 'undefined' && CSS.supports?.('selector(:focus-visible)');
  return knowsKeyboardFocus
    ? node.querySelector(':focus-visible') !== null
    : node.contains(document.activeElement);
}

/**
 * Whether react-slick may take over from the first view: it is loaded once the page is idle, or at once when the
 * visitor reaches for the carousel (pointer, touch or focus). The swap waits for a press to end and the keyboard
 * focus to leave, because it replaces the first view's elements: a click under way would be lost, and so would the
 * focus of someone tabbing through the arrows. The first view moves by itself meanwhile.
 */
function useSliderReady(root: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(sliderLoaded);
  useEffect(() => {
    const node = root.current;
    if (ready || !node) return;
    let active = true;
    let pressed = false;
    const swap = () => {
      if (!active || !sliderLoaded || pressed || holdsKeyboardFocus(node)) return;
      // A transition: React draws react-slick in slices between the page's other work, not in one long task.
      startTransition(() => setReady(true));
    };
    // If react-slick cannot come (connection dropped, a new version published), the first view stays: it moves too.
    const load = () => void loadSlider().then(swap, () => {});
    const press = () => {
      pressed = true;
      load();
    };
    // A tap's click comes after its touchend: the swap leaves it time to land.
    const release = () => {
      pressed = false;
      window.setTimeout(swap, 100);
    };
    const leave = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) window.setTimeout(swap, 0);
    };
    const listeners: [string, EventListener][] = [
      ['pointerenter', load],
      ['focusin', load],
      ['pointerdown', press],
      ['touchstart', press],
      ['pointerup', release],
      ['pointercancel', release],
      ['touchend', release],
      ['touchcancel', release],
      ['focusout', leave as EventListener],
    ];
    const cancelIdle = whenIdle(load);
    listeners.forEach(([type, listener]) => node.addEventListener(type, listener, { passive: true }));
    return () => {
      active = false;
      cancelIdle();
      listeners.forEach(([type, listener]) => node.removeEventListener(type, listener));
    };
  }, [root, ready]);
  return ready;
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
 *
 * react-slick (16 KB of a phone's first load) is not needed to show the first view, only to move it: the carousel
 * first draws its slides in view itself (CarouselPreview), and loads react-slick when the page is idle or the
 * visitor reaches for it (useSliderReady). A move asked for before then (an arrow, a dot, a swipe, `sliderRef`) is
 * made on the first view, and react-slick starts from there.
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
  const slickRef = useRef<Slider>(null);
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const sliderReady = useSliderReady(rootRef);
  const [current, setCurrent] = useState(settings.initialSlide ?? 0);
  useInertHiddenSlides(rootRef);
  useSideSwipe(rootRef);

  // react-slick's defaults, where the page leaves a setting out.
  const layout: CarouselLayout = {
    itemCount: Children.count(children),
    rows: settings.rows ?? 1,
    slidesPerRow: settings.slidesPerRow ?? 1,
    slidesToShow: settings.fade ? 1 : (settings.slidesToShow ?? 1),
    slidesToScroll: settings.fade ? 1 : (settings.slidesToScroll ?? 1),
    infinite: settings.infinite ?? true,
  };

  /** A move on the first view, told to the page as react-slick tells it. */
  const moveTo = (slide: number) => {
    if (slide === current) return;
    settings.beforeChange?.(current, slide);
    setCurrent(slide);
    settings.afterChange?.(slide);
  };

  useImperativeHandle(sliderRef, () => ({
    slickNext: () =>
      slickRef.current
        ? slickRef.current.slickNext()
        : canMove(layout, current, 'next') && moveTo(slideAfter(layout, current, 1)),
    slickPrev: () =>
      slickRef.current
        ? slickRef.current.slickPrev()
        : canMove(layout, current, 'prev') && moveTo(slideAfter(layout, current, -1)),
    slickGoTo: (slide: number) => (slickRef.current ? slickRef.current.slickGoTo(slide) : moveTo(slide)),
  }));

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

  const preview = (
    <CarouselPreview
      layout={layout}
      current={current}
      arrows={settings.arrows ?? true}
      dots={settings.dots ?? false}
      vertical={settings.vertical ?? false}
      dotLabel={dotLabel}
      onMove={moveTo}
    >
      {children}
    </CarouselPreview>
  );

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
      {/* react-slick is loaded by then: the boundary only answers React's need for one around a lazy part. */}
      <Suspense fallback={preview}>
        {sliderReady ? (
          <CarouselSlider
            sliderRef={slickRef}
            dotLabel={dotLabel}
            {...settings}
            initialSlide={current}
            autoplay={Boolean(autoplay) && !reducedMotion}
            speed={reducedMotion ? 0 : speed}
          >
            {children}
          </CarouselSlider>
        ) : (
          preview
        )}
      </Suspense>
    </div>
  );
}
