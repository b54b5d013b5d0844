import { useMemo, useState } from 'react';
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { displayTitle } from '../../domain/format';
import { dimensionsOf } from './download/downloadChoices';
import { MediaActions } from './MediaActions';
import { creditLabel, type MediaItem } from './mediaItem';
import { renditionWidths } from './srcSet';
import './mediaLightbox.css';

/** The library's texts, in the interface's language. */
const labels = {
  Previous: 'Foto anterior',
  Next: 'Próxima foto',
  Close: 'Fechar',
  Lightbox: 'Visualizador de fotos',
  Carousel: 'Fotos',
  'Photo gallery': 'Fotos',
  Slide: 'foto',
  '{index} of {total}': '{index} de {total}',
};

/** A rendition's size as its label states it, or its nominal 3:2 size (spec section 3) when it states none. */
function sizeOf(label: string, width: number) {
  return dimensionsOf(label) ?? { width, height: Math.round((width * 2) / 3) };
}

/** Under the photo: its caption, then its credit on a line of its own; nothing when it has neither. */
function descriptionOf(item: MediaItem) {
  if (!item.caption && !item.credit) return undefined;
  return (
    <>
      {item.caption}
      {item.credit && (
        <small className="media-lightbox__credit">
          {' '}
          <span className="visually-hidden">{creditLabel} </span>
          {item.credit}
        </small>
      )}
    </>
  );
}

/**
 * A photo's slide: the medium rendition, with the three in its srcset. The library sizes the image to the screen,
 * so a phone (390 px at 3x) takes at most the medium file and only a large, dense screen the full one. Its title is
 * the caption's heading, its caption and credit the text under the photo.
 */
function slideOf(item: MediaItem): SlideImage {
  const renditions = [
    { src: item.mediaLow, ...sizeOf(item.mediaSizeLow, renditionWidths.mediaLow) },
    { src: item.mediaMed, ...sizeOf(item.mediaSizeMedium, renditionWidths.mediaMed) },
    { src: item.media, ...sizeOf(item.mediaSize, renditionWidths.media) },
  ].filter((rendition) => rendition.src);
  const main = renditions.find((rendition) => rendition.src === item.mediaMed) ?? renditions[0];
  return {
    src: main?.src ?? '',
    width: main?.width,
    height: main?.height,
    alt: item.title,
    title: displayTitle(item.title),
    description: descriptionOf(item),
    srcSet: renditions,
  };
}

export interface MediaLightboxProps {
  items: readonly MediaItem[];
  /** The photo it opens at. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** Once it has faded out. */
  onClosed: () => void;
}

/**
 * The photos of a list, large (yet-another-react-lightbox: arrows and swipe move, Escape closes, focus stays inside
 * and returns after), with the title above, the caption and credit below, and the current photo's 'Baixar' and
 * 'Favoritar' in the toolbar.
 */
export default function MediaLightbox({ items, index, open, onClose, onClosed }: MediaLightboxProps) {
  const [current, setCurrent] = useState(index);
  // Kept the same between renders: the library goes back to `index` whenever it is handed new slides.
  const slides = useMemo(() => items.map(slideOf), [items]);
  const item = items[current];
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ showToggle: false }}
      counter={{ separator: 'de' }}
      labels={labels}
      carousel={{ finite: items.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
      toolbar={{
        buttons: [
          // One instance for every photo: remounting it would drop the focus of a visitor moving by keyboard.
          item ? <MediaActions key="actions" item={item} tone="lightbox" /> : null,
          'close',
        ],
      }}
      on={{
        view: ({ index: shown }) => setCurrent(shown),
        exited: onClosed,
      }}
      className="media-lightbox"
    />
  );
}
