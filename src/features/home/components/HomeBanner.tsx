import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel, type CarouselHandle } from '../../../components/media/carousel/Carousel';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import { VideoPlayer } from '../../../components/media/VideoPlayer';
import { usePrefersReducedMotion } from '../../../components/media/usePrefersReducedMotion';
import type { BannerSlide } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { bannerSlideMs, timings } from '../../../domain/limits';
import { bannerTarget } from '../bannerTarget';
import type { RequestStatus } from '../../../lib/api/requestStatus';
import { bannerSlidesNear, isVideo } from '../homeRules';
import { bannerImageSizes } from '../imageSizes';

/** How long before the slider moves on the next slide's media starts loading. */
const nextSlideLeadMs = 3000;

interface SlideProps {
  slide: BannerSlide;
  first: boolean;
  active: boolean;
  /** False for a slide far from the one shown: a placeholder stands in for its media until it comes near. */
  mediaShown: boolean;
  videoAutoPlay: boolean;
  onVideoPlay: () => void;
  onVideoPause: () => void;
  onVideoEnded: () => void;
}

function BannerSlideView({
  slide,
  first,
  active,
  mediaShown,
  videoAutoPlay,
  onVideoPlay,
  onVideoPause,
  onVideoEnded,
}: SlideProps) {
  const target = bannerTarget(slide.category, slide.father_id);
  const title = displayTitle(slide.title);
  const video = isVideo(slide);
  return (
    <div className={`home-banner__slide${video ? ' home-banner__slide--video' : ''}`}>
      {!mediaShown ? (
        <div className="home-banner__media home-banner__placeholder" />
      ) : video ? (
        <VideoPlayer
          className="home-banner__media"
          src={slide.mediaMed}
          poster={slide.mediaLow}
          title={slide.title}
          autoPlay={videoAutoPlay}
          active={active}
          onPlay={onVideoPlay}
          onPause={onVideoPause}
          onEnded={onVideoEnded}
        />
      ) : (
        <ResponsiveImage
          className="home-banner__media"
          image={slide}
          alt={slide.title}
          sizes={bannerImageSizes}
          priority={first}
        />
      )}
      <div className="home-banner__caption">
        <div className="home-container">
          <h2 className="home-banner__title">
            {target ? (
              <Link to={target} className="home-banner__link">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {slide.subTitle && <p className="home-banner__subtitle">{slide.subTitle}</p>}
        </div>
      </div>
    </div>
  );
}

interface HomeBannerProps {
  slides: BannerSlide[];
  status: RequestStatus;
  isDesktop: boolean;
}

/**
 * The highlights slider. A slide stays as long as src/domain/limits.ts's bannerSlideMs says: a picture 50 s, a
 * video slide (muted, playing by itself on large screens) until it ends. Motion stops while the pointer or keyboard focus is on the banner, when the visitor pauses it, and
 * altogether when reduced motion is asked for. On phones a video waits for a tap (no MP4 download by itself).
 * At first only the slide shown has its media: the page's main picture loads alone. The next one gets its media
 * when it is about to be seen: a few seconds before the slider moves on, or as soon as the visitor reaches for the
 * banner (pointer, touch or focus), who may press an arrow; any other as it comes next. Slides keep their media.
 * Below 545 px the arrows give way to the headline (dots and swipes remain).
 */
export function HomeBanner({ slides, status, isDesktop }: HomeBannerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const sliderRef = useRef<CarouselHandle>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  // Slides that came near once keep their media: going back shows them at once.
  const [reached, setReached] = useState<ReadonlySet<number>>(new Set());
  // Whether the next slide may load its media: false until it is about to be seen.
  const [neighboursDue, setNeighboursDue] = useState(false);
  const count = slides.length;
  const near = new Set([
    ...reached,
    ...bannerSlidesNear(current, count).slice(0, neighboursDue ? undefined : 1),
  ]);

  const moving = slides.length > 1 && !reducedMotion && !paused;
  const videoAutoPlay = isDesktop && !reducedMotion && !paused;
  const shown = slides[current];
  const slideMs = bannerSlideMs({ video: shown ? isVideo(shown) : false, playing: videoPlaying });

  useEffect(() => {
    // The next slide's picture is fetched ahead of the move, so it is there when it fades in.
    if (neighboursDue || !moving || engaged || slideMs === null) return;
    const timer = setTimeout(() => setNeighboursDue(true), Math.max(0, slideMs - nextSlideLeadMs));
    return () => clearTimeout(timer);
  }, [neighboursDue, moving, engaged, slideMs]);

  useEffect(() => {
    // A playing video moves on when it ends, not on a timer.
    if (!moving || engaged || slideMs === null) return;
    const timer = setTimeout(() => sliderRef.current?.slickNext(), slideMs);
    return () => clearTimeout(timer);
  }, [current, moving, engaged, slideMs]);

  if (status === 'failed' || (status === 'succeeded' && slides.length === 0)) return null;

  return (
    <section
      className="home-banner"
      aria-roledescription="carrossel"
      aria-label="Destaques"
      aria-busy={status !== 'succeeded' || undefined}
      onMouseEnter={() => {
        setEngaged(true);
        setNeighboursDue(true);
      }}
      onMouseLeave={() => setEngaged(false)}
      onTouchStart={() => setNeighboursDue(true)}
      onFocus={() => {
        setEngaged(true);
        setNeighboursDue(true);
      }}
      onBlur={() => setEngaged(false)}
    >
      {slides.length === 0 ? (
        <div className="home-banner__placeholder" />
      ) : (
        <Carousel
          sliderRef={sliderRef}
          arrowPlacement="over"
          fade
          infinite
          speed={timings.bannerTransitionMs}
          arrows={slides.length > 1}
          dots={slides.length > 1}
          dotLabel={(index) => `Ir para o destaque ${index + 1}`}
          beforeChange={(previous, next) => {
            setCurrent(next);
            setVideoPlaying(false);
            // The slides near the new one are drawn from `current`; those near the old one must stay drawn.
            setReached((before) => new Set([...before, ...bannerSlidesNear(previous, slides.length)]));
          }}
        >
          {slides.map((slide, index) => (
            <BannerSlideView
              key={slide.id_destaque}
              slide={slide}
              first={index === 0}
              active={index === current}
              mediaShown={near.has(index)}
              videoAutoPlay={videoAutoPlay}
              onVideoPlay={() => setVideoPlaying(true)}
              onVideoPause={() => setVideoPlaying(false)}
              onVideoEnded={() => {
                setVideoPlaying(false);
                if (moving) sliderRef.current?.slickNext();
              }}
            />
          ))}
        </Carousel>
      )}
      {slides.length > 1 && !reducedMotion && (
        <button type="button" className="home-banner__toggle" onClick={() => setPaused((value) => !value)}>
          {paused ? 'Retomar destaques' : 'Pausar destaques'}
        </button>
      )}
    </section>
  );
}
