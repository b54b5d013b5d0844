/**
 * Rules of a content page (spec section 3, "Content page" and "Template block"): which text of a block a screen
 * shows, the media slots read as renditions, and the names the page's photos and videos go by. Pure: the web app's
 * content kit uses them, the tests hold them.
 */
import type { ContentPage, MediaSizes, MediaVariants, TemplateBlock } from './content';
import { breakpoints } from './limits';
import { mediaTypeOf } from './media';

/** The widths a content page tells apart: phones (544 px and under), tablets (768 and under) and the rest. */
export type ContentViewport = 'phone' | 'tablet' | 'wide';

export function contentViewportOf(width: number): ContentViewport {
  if (width <= breakpoints.phone) return 'phone';
  if (width <= breakpoints.tablet) return 'tablet';
  return 'wide';
}

/**
 * The text of a type-1 block for a screen: the short `textLow` on a phone and `textMed` on a tablet when the
 * editor wrote them ('' when not), else the full `text`. A phone without `textLow` takes `textMed` before `text`.
 */
export function templateText(
  block: Pick<TemplateBlock, 'text' | 'textMed' | 'textLow'>,
  viewport: ContentViewport,
) {
  if (viewport === 'phone' && block.textLow) return block.textLow;
  if (viewport !== 'wide' && block.textMed) return block.textMed;
  return block.text;
}

export type MediaSlot = 'media' | 'sideMedia' | 'bottomMedia';

/** A picture as a page holds it: renditions, size labels and the media's own title, which its files are named by. */
type HeldMedia = MediaVariants & MediaSizes & { fileTitle: string };

/** A page's media slot as renditions with their size labels, or null when the slot is empty ('' in every file). */
export function slotMedia(page: ContentPage, slot: MediaSlot): HeldMedia | null {
  const media = page[slot];
  const mediaMed = page[`${slot}Med`];
  const mediaLow = page[`${slot}Low`];
  if (!media && !mediaMed && !mediaLow) return null;
  return {
    media,
    mediaMed,
    mediaLow,
    mediaSize: page[`${slot}Size`],
    mediaSizeMedium: page[`${slot}SizeMedium`],
    mediaSizeLow: page[`${slot}SizeLow`],
    fileTitle: page[`${slot}Title`],
  };
}

/**
 * A photo or video of a content page with the name its actions give it (buttons, favorites), and the media's own
 * title (`fileTitle`), which names its downloaded files as the server names them.
 */
export type PageMedia = HeldMedia & { title: string };

/** A content page's photos and videos by place, and all of them in reading order. */
export interface PageMediaSet {
  lead: PageMedia | null;
  side: PageMedia | null;
  /** The media blocks (type 2), by block id. */
  blocks: ReadonlyMap<number, PageMedia>;
  bottom: PageMedia | null;
  /** Lead, side, blocks, bottom: the order a reader meets them, and the lightbox's. */
  all: PageMedia[];
}

const isVideo = (media: MediaVariants) =>
  mediaTypeOf(media.mediaMed) === 'video' || mediaTypeOf(media.media) === 'video';

type Numbering = (media: HeldMedia) => PageMedia;

/** Names pictures '{title}: foto 1', '{title}: vídeo 2'… in the order it is given them. */
function numbering(title: string): Numbering {
  let count = 0;
  return (media) => {
    count += 1;
    return { ...media, title: `${title}: ${isVideo(media) ? 'vídeo' : 'foto'} ${count}` };
  };
}

/**
 * The media blocks (type 2) of a list of template blocks, by block id, numbered after `title` in their order: the
 * blocks of something that has no other pictures (an event's invitation), or those of a page, numbered on with it.
 */
export function blocksMediaOf(
  templates: readonly TemplateBlock[],
  title: string | Numbering,
): ReadonlyMap<number, PageMedia> {
  const numbered = typeof title === 'string' ? numbering(title) : title;
  const blocks = new Map<number, PageMedia>();
  for (const block of templates) {
    if (block.type !== 2) continue;
    const { media, mediaMed, mediaLow, mediaSize, mediaSizeMedium, mediaSizeLow, mediaTitle } = block;
    blocks.set(
      block.id,
      numbered({
        media,
        mediaMed,
        mediaLow,
        mediaSize,
        mediaSizeMedium,
        mediaSizeLow,
        fileTitle: mediaTitle,
      }),
    );
  }
  return blocks;
}

/**
 * The photos and videos of a content page with their names. The lead media stands for the page and takes its title;
 * a bottom media under a title of its own takes that one; the others have no caption, so they are numbered in
 * reading order after the page: '{title}: foto 1', '{title}: vídeo 2'. Two pictures of one page never share a name,
 * which the favorites list, the downloaded files and a screen reader's list of buttons all rely on.
 */
export function pageMediaOf(page: ContentPage, title: string = page.title): PageMediaSet {
  const numbered = numbering(title);
  const leadMedia = slotMedia(page, 'media');
  const lead = leadMedia && { ...leadMedia, title };
  const sideMedia = slotMedia(page, 'sideMedia');
  const side = sideMedia && numbered(sideMedia);
  const blocks = blocksMediaOf(page.templates, numbered);
  const bottomMedia = slotMedia(page, 'bottomMedia');
  const bottom =
    bottomMedia && (page.bottomTitle ? { ...bottomMedia, title: page.bottomTitle } : numbered(bottomMedia));
  const all = [lead, side, ...blocks.values(), bottom].filter((media): media is PageMedia => media !== null);
  return { lead, side, blocks, bottom, all };
}

/**
 * The photos and videos of a list shown with a page (a news item's set) that the page does not show already: the
 * same file drawn twice would only make a reader wonder which one to take.
 */
export function mediaBeyondPage<T extends MediaVariants>(set: PageMediaSet, items: readonly T[]): T[] {
  const shown = new Set(set.all.map((media) => media.media || media.mediaMed || media.mediaLow));
  return items.filter((item) => !shown.has(item.media || item.mediaMed || item.mediaLow));
}
