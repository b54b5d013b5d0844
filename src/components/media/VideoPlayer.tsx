import { useEffect, useRef, useState } from 'react';
import { isMobileFlavour } from '../../lib/platform';
import { displayTitle } from '../../domain/format';
import './media.css';

export interface VideoPlayerProps {
  /** The MP4 rendition. */
  src: string;
  /** Still shown until playback starts (the low rendition of a video). */
  poster: string;
  title: string;
  width?: number;
  height?: number;
  /** Plays muted, inline and without controls while active (a banner slide on a large screen); never in the
   * mobile flavour (spec section 4: muted autoplay on non-mobile only), where it would spend the visitor's data. */
  autoPlay?: boolean;
  /** False pauses the video: a slide out of view must not keep playing. */
  active?: boolean;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  className?: string;
}

/** play() rejects when the browser refuses (autoplay policy, data saver) and is missing from some test DOMs. */
function tryToPlay(video: HTMLVideoElement, onRefused: () => void) {
  try {
    const playing = video.play() as Promise<void> | undefined;
    playing?.catch(onRefused);
  } catch {
    onRefused();
  }
}

/**
 * A video drawn as its poster with a play button; the button starts inline playback and hides itself. Nothing but
 * the poster is downloaded until then (`preload="none"`), unless the video plays by itself (`autoPlay`).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  width = 1024,
  height = 683,
  autoPlay: autoPlayAsked = false,
  active = true,
  onPlay,
  onPause,
  onEnded,
  className,
}: VideoPlayerProps) {
  const autoPlay = autoPlayAsked && !isMobileFlavour;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [refused, setRefused] = useState(false);
  const autoPlaying = autoPlay && !refused && !started;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!active) {
      video.pause();
    } else if (autoPlaying) {
      video.muted = true;
      tryToPlay(video, () => setRefused(true));
    } else if (!started) {
      video.pause();
    }
  }, [active, autoPlaying, started]);

  const start = () => {
    const video = videoRef.current;
    if (!video) return;
    setStarted(true);
    // A tap is a user gesture: the sound may play now.
    video.muted = false;
    tryToPlay(video, () => setStarted(false));
  };

  return (
    <div className={['media-video', className].filter(Boolean).join(' ')}>
      <video
        ref={videoRef}
        className="media-video__element"
        src={src}
        poster={poster}
        width={width}
        height={height}
        preload={autoPlay ? 'metadata' : 'none'}
        muted={!started}
        playsInline
        controls={started}
        aria-label={displayTitle(title)}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
      />
      {!started && !autoPlaying && (
        <button
          type="button"
          className="media-video__play"
          aria-label={`Reproduzir vídeo: ${displayTitle(title)}`}
          onClick={start}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}
