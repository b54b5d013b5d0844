import { useEffect, useRef, useState } from 'react';
import type { MediaVariants } from '../../domain/content';
import { usePrintMode } from '../layout/print/printMode';
import { isVideoItem } from '../media/mediaItem';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { usePrefersReducedMotion } from '../media/usePrefersReducedMotion';
import { VideoPlayer } from '../media/VideoPlayer';
import './content.css';

/** In a PDF pictures are drawn at a medium size; this hint makes the browser take the medium rendition. */
const printSizes = '1200px';

/**
 * A lead video: muted, looping and playing by itself (spec section 2, "looping media"), with a button to pause it
 * (anything that moves for more than five seconds must be stoppable); it stays still for visitors who ask for
 * reduced motion until they press play.
 */
function LoopingVideo({ media, title }: { media: MediaVariants; title: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) {
      video.pause();
      return;
    }
    video.muted = true;
    // Refused by an autoplay policy or a data saver (or missing, in a test DOM): the poster stays, and the button
    // offers play.
    const refused = () => setPausedByVisitor(true);
    Promise.resolve()
      .then(() => video.play())
      .catch(refused);
  }, [paused]);

  return (
    <div className="content-video">
      <video
        ref={videoRef}
        className="content-video__element"
        src={media.mediaMed}
        poster={media.mediaLow}
        width={1024}
        height={683}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={title}
      />
      <button
        type="button"
        className="content-video__toggle"
        aria-label={paused ? `Reproduzir vídeo: ${title}` : `Pausar vídeo: ${title}`}
        onClick={() => setPausedByVisitor(!paused)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          ) : (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}

export interface ContentMediaProps {
  media: MediaVariants;
  /** What it shows: the alt text of a photo, the name of a video. */
  title: string;
  /** How wide it is drawn, for the browser to pick a rendition. */
  sizes: string;
  /** The lead media of a page: a video loops muted, a photo is fetched first. */
  lead?: boolean;
  className?: string;
}

/** A photo or a video of a content page (told apart by the file's extension); in a PDF, a video is its poster. */
export function ContentMedia({ media, title, sizes, lead = false, className }: ContentMediaProps) {
  const printMode = usePrintMode();
  const video = isVideoItem(media);
  let drawn;
  if (video && printMode) {
    drawn = (
      <img className="content-media__image" src={media.mediaLow} alt={title} width={1024} height={683} />
    );
  } else if (video && lead) {
    drawn = <LoopingVideo media={media} title={title} />;
  } else if (video) {
    drawn = <VideoPlayer src={media.mediaMed} poster={media.mediaLow} title={title} />;
  } else {
    drawn = (
      <ResponsiveImage
        className="content-media__image"
        image={media}
        alt={title}
        sizes={printMode ? printSizes : sizes}
        priority={lead || printMode}
      />
    );
  }
  return <div className={['content-media', className].filter(Boolean).join(' ')}>{drawn}</div>;
}
