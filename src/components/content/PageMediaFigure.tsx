import type { PageMedia } from '../../domain/contentPage';
import { displayTitle } from '../../domain/format';
import { usePrintMode } from '../layout/print/printMode';
import { MediaActions } from '../media/MediaActions';
import type { Enlarger } from '../media/mediaItem';
import { ContentMedia } from './ContentMedia';
import './content.css';

export interface PageMediaFigureProps {
  media: PageMedia;
  /** Opens the page's lightbox at this photo (from useMediaLightbox). */
  enlarger?: Enlarger;
  /** How wide it is drawn, for the browser to pick a rendition. */
  sizes: string;
  /** The page's lead media: a video loops muted, a photo is fetched first. */
  lead?: boolean;
  className?: string;
}

/**
 * A photo or video of a content page (lead, side, block or bottom) with its actions under it: Ampliar, Baixar at a
 * size, Favoritar, as on every picture of the site. A PDF of the page has nothing to press, so it shows the picture
 * alone.
 */
export function PageMediaFigure({ media, enlarger, sizes, lead = false, className }: PageMediaFigureProps) {
  const printMode = usePrintMode();
  return (
    <figure className={['content-figure', className].filter(Boolean).join(' ')}>
      <ContentMedia media={media} title={displayTitle(media.title)} sizes={sizes} lead={lead} />
      {!printMode && <MediaActions item={media} enlarger={enlarger} />}
    </figure>
  );
}
