import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import Lightbox, { type ControllerRef, type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { displayTitle } from '../../domain/format';
import { useAnnounce } from '../../lib/a11y/useAnnounce';
import { useModalTabCycle } from '../dialogs/useModalTabCycle';
import { dimensionsOf } from './download/downloadChoices';
import { MediaActions } from './MediaActions';
import { creditLabel, type MediaItem } from './mediaItem';
import { renditionWidths } from './srcSet';
import { viewerAccess } from './viewerAccess';
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

/** What a screen reader is told of the photo shown: its title, its caption, where it stands ('2 de 27'). */
function spokenOf(item: MediaItem, index: number, total: number) {
  return [displayTitle(item.title), item.caption, `${index + 1} de ${total}`]
    .filter(Boolean)
    .map((part) => part!.trim().replace(/[.!?…]?$/, (end) => end || '.'))
    .join(' ');
}

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
 * The photos of a list, large (yet-another-react-lightbox: arrows and swipe move, Escape closes, the page behind is
 * inert and focus returns after), with the title above, the caption and credit below, and the current photo's
 * 'Baixar' and 'Favoritar' in the toolbar. For the keyboard it is the site's modal dialog: it opens on its first
 * control (viewerAccess), Tab goes round its controls (useModalTabCycle), and Escape closes it even when the focus
 * has fallen to the page. The photo shown is said once through the site's announcer, the library's carousel
 * quieted (viewerAccess).
 */
export default function MediaLightbox({ items, index, open, onClose, onClosed }: MediaLightboxProps) {
  const [current, setCurrent] = useState(index);
  // Kept the same between renders: the library goes back to `index` whenever it is handed new slides.
  const slides = useMemo(() => items.map(slideOf), [items]);
  const item = items[current];
  const controller = useRef<ControllerRef>(null);
  useModalTabCycle(open);
  useEscapeFromPage(open, controller);
  useAnnounce(open && item ? spokenOf(item, current, items.length) : null);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter, viewerAccess]}
      captions={{ showToggle: false }}
      counter={{ separator: 'de' }}
      labels={labels}
      carousel={{ finite: items.length < 3 }}
      controller={{ closeOnBackdropClick: true, ref: controller }}
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

/**
 * The library hears Escape only inside its frame; with the focus fallen to the page (a control gone from under it),
 * Escape would do nothing. A key that reaches the document from the page itself closes the viewer.
 */
function useEscapeFromPage(open: boolean, controller: RefObject<ControllerRef | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target !== document.body && event.target !== document.documentElement) return;
      controller.current?.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, controller]);
}
