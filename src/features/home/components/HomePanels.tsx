import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type Slider from 'react-slick';
import { Carousel } from '../../../components/media/Carousel';
import { isTabBarSticky } from '../homeRules';

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

/** Whether the page has scrolled beyond the banner plus 60 px. */
function useStickyAfter(bannerRef: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(isTabBarSticky(window.scrollY, bannerRef.current?.offsetHeight ?? 0));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [bannerRef]);
  return sticky;
}

// react-slick hands each slide `tabIndex` and `style` props; the panel takes only what it needs.
function Panel({ panel, id, labelledBy }: { panel: HomePanel; id: string; labelledBy: string }) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="home-panel">
      <h2 className="visually-hidden">{panel.title}</h2>
      {panel.content}
      {panel.action && <div className="home-panel__action">{panel.action}</div>}
    </div>
  );
}

/**
 * Below 992 px the home is a row of swipeable panels driven by a tab bar. Swiping moves the tab; tapping a tab
 * moves the panels; arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). The bar sticks to the
 * top of the window once the banner has scrolled away.
 */
export function HomePanels({
  panels,
  bannerRef,
}: {
  panels: HomePanel[];
  bannerRef: RefObject<HTMLElement | null>;
}) {
  const sliderRef = useRef<Slider>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const placeRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const sticky = useStickyAfter(bannerRef);

  // Deep in a long panel, a shorter one would open scrolled past its end (onto the footer): bring the new
  // panel's top back under the tab bar. Only while the bar is stuck, i.e. its place has scrolled above it.
  useEffect(() => {
    const place = placeRef.current?.getBoundingClientRect().top;
    const bar = barRef.current?.getBoundingClientRect().top;
    if (place === undefined || bar === undefined || place >= bar - 1) return;
    window.scrollTo({ top: window.scrollY + place - bar, behavior: 'instant' });
  }, [active]);

  // The panels' box takes the open panel's height, and follows it as its content arrives or its images load.
  // react-slick's own `adaptiveHeight` can't be used: it looks the slide up by `data-index`, and finds the nested
  // cars slider's slide of that index first.
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
  }, [activeKey]);

  const select = (index: number, focus = false) => {
    setActive(index);
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
      <div ref={placeRef} className={`home-tabs${sticky ? ' home-tabs--sticky' : ''}`} data-sticky={sticky}>
        <div ref={barRef} className="home-tabs__bar">
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
      </div>
      <Carousel
        sliderRef={sliderRef}
        className="home-panels__slider"
        arrows={false}
        dots={false}
        infinite={false}
        slidesToShow={1}
        slidesToScroll={1}
        beforeChange={(_, next) => setActive(next)}
      >
        {panels.map((panel) => (
          <Panel
            key={panel.key}
            panel={panel}
            id={`home-panel-${panel.key}`}
            labelledBy={`home-tab-${panel.key}`}
          />
        ))}
      </Carousel>
    </div>
  );
}
