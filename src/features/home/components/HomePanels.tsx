import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Carousel, type CarouselHandle } from '../../../components/media/carousel/Carousel';
import { isTabBarStuck, panelsNear } from '../homeRules';

export interface HomePanel {
  key: string;
  /** The tab's label. */
  tab: string;
  /** The block's title, for screen readers moving by headings. */
  title: string;
  content: ReactNode;
  /** A link to the block's full page, such as 'Ver mais'. */
  action?: ReactNode;
}

/** The line the bar sticks to: its CSS `top` (the header's height), as the browser resolved it. */
const stickyTopOf = (bar: HTMLElement) => parseFloat(getComputedStyle(bar).top) || 0;

/**
 * Whether the tab bar is stuck under the header. CSS sticks it (`position: sticky`), exactly at the header's bottom
 * edge; this only tells when, for the shadow that sets it off from the content sliding under it.
 */
function useStuck(placeRef: RefObject<HTMLElement | null>, barRef: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const update = () => {
      const place = placeRef.current;
      const bar = barRef.current;
      if (place && bar) setStuck(isTabBarStuck(place.getBoundingClientRect().top, stickyTopOf(bar)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [placeRef, barRef]);
  return stuck;
}

// react-slick hands each slide `tabIndex` and `style` props; the panel takes only what it needs.
function Panel({
  panel,
  id,
  labelledBy,
  drawn,
}: {
  panel: HomePanel;
  id: string;
  labelledBy: string;
  drawn: boolean;
}) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="home-panel">
      <h2 className="visually-hidden">{panel.title}</h2>
      {drawn && panel.content}
      {drawn && panel.action && <div className="home-panel__action">{panel.action}</div>}
    </div>
  );
}

/**
 * Below 992 px the home is a row of swipeable panels driven by a tab bar; `logged` gives the bar the logged-in
 * user's style, matching the welcome block above the banner. Swiping moves the tab; tapping a tab
 * moves the panels; arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). The bar sticks under
 * the site header once it reaches it. Only the open panel and its neighbours are drawn (and those drawn once stay):
 * a phone downloads no thumbnails of panels nobody has come near.
 */
export function HomePanels({ panels, logged = false }: { panels: HomePanel[]; logged?: boolean }) {
  const sliderRef = useRef<CarouselHandle>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const placeRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set(panelsNear(0, panels.length)));
  const stuck = useStuck(placeRef, barRef);
  // Counts react-slick's arrivals: its list replaces the first view's (Carousel.tsx) and must be fitted again.
  const [sliderMounts, setSliderMounts] = useState(0);

  const open = (index: number) => {
    setActive(index);
    setDrawn((before) => new Set([...before, ...panelsNear(index, panels.length)]));
  };

  // Deep in a long panel, a shorter one would open scrolled past its end (onto the footer): bring the new panel's
  // top back just under the bar. Only while the bar is stuck, i.e. its place has scrolled above the sticking line.
  useEffect(() => {
    const place = placeRef.current;
    const bar = barRef.current;
    if (!place || !bar) return;
    const placeTop = place.getBoundingClientRect().top;
    const stickyTop = stickyTopOf(bar);
    if (!isTabBarStuck(placeTop, stickyTop)) return;
    window.scrollTo({ top: window.scrollY + placeTop - stickyTop, behavior: 'instant' });
  }, [active]);

  // The panels' box takes the open panel's height, and follows it as its content arrives or its images load.
  // react-slick's own `adaptiveHeight` is not used: it measures only when the slide changes.
  const activeKey = panels[active]?.key;
  useEffect(() => {
    const root = rootRef.current;
    const list = root?.querySelector<HTMLElement>('.home-panels__slider .slick-list');
    const panel = activeKey ? root?.querySelector<HTMLElement>(`#home-panel-${activeKey}`) : null;
    if (!list || !panel) return;
    const fit = () => {
      list.style.height = `${panel.offsetHeight}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(panel);
    return () => observer.disconnect();
  }, [activeKey, sliderMounts]);

  const select = (index: number, focus = false) => {
    open(index);
    sliderRef.current?.slickGoTo(index);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = panels.length - 1;
    const next: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div ref={rootRef} className="home-panels">
      {/* Where the bar sits in the page: once this has scrolled above the header's edge, the bar is stuck. */}
      <div ref={placeRef} className="home-tabs__place" />
      <div
        ref={barRef}
        className={`home-tabs${stuck ? ' home-tabs--stuck' : ''}${logged ? ' home-tabs--logged' : ''}`}
        data-stuck={stuck}
      >
        <div
          role="tablist"
          aria-label="Seções da página inicial"
          className="home-tabs__list"
          onKeyDown={onKeyDown}
        >
          {panels.map((panel, index) => (
            <button
              key={panel.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`home-tab-${panel.key}`}
              aria-controls={`home-panel-${panel.key}`}
              aria-selected={index === active}
              tabIndex={index === active ? 0 : -1}
              className="home-tabs__tab"
              onClick={() => select(index)}
            >
              {panel.tab}
            </button>
          ))}
        </div>
      </div>
      <Carousel
        sliderRef={sliderRef}
        className="home-panels__slider"
        arrows={false}
        dots={false}
        infinite={false}
        slidesToShow={1}
        slidesToScroll={1}
        beforeChange={(_, next) => open(next)}
        onInit={() => setSliderMounts((mounts) => mounts + 1)}
      >
        {panels.map((panel, index) => (
          <Panel
            key={panel.key}
            panel={panel}
            id={`home-panel-${panel.key}`}
            labelledBy={`home-tab-${panel.key}`}
            drawn={drawn.has(index)}
          />
        ))}
      </Carousel>
    </div>
  );
}
