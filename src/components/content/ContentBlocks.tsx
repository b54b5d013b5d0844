import { useMemo } from 'react';
import type { TemplateBlock } from '../../domain/content';
import { blocksMediaOf, templateText, type PageMedia } from '../../domain/contentPage';
import { usePrintMode } from '../layout/print/printMode';
import type { Enlarger } from '../media/mediaItem';
import { useMediaLightbox } from '../media/useMediaLightbox';
import { PageMediaFigure } from './PageMediaFigure';
import { SafeHtml } from './SafeHtml';
import { useContentViewport } from './useContentViewport';
import './content.css';

export type ContentBlocksProps = {
  templates: TemplateBlock[];
  /** How wide a media block is drawn. */
  sizes: string;
} & (
  | {
      /** Blocks shown on their own (an event's invitation): their media are named after this title. */
      pageTitle: string;
      media?: undefined;
      enlargerOf?: undefined;
    }
  | {
      pageTitle?: undefined;
      /** A content page's media blocks with their names, by block id (`pageMediaOf(page).blocks`). */
      media: ReadonlyMap<number, PageMedia>;
      /** Opens the page's lightbox at a photo (useMediaLightbox's `enlargerOf`). */
      enlargerOf: (media: PageMedia) => Enlarger | undefined;
    }
);

/**
 * The template blocks below a content page, in order: type 1 is text (the shorter `textLow` on a phone and
 * `textMed` on a tablet when the editor wrote them), type 2 a photo or video with its actions (the spec's
 * "downloadable templates"). On a content page the page names its media and holds the lightbox; shown on their
 * own, the blocks do both themselves.
 */
export function ContentBlocks({ templates, sizes, ...named }: ContentBlocksProps) {
  const viewport = useContentViewport();
  const printMode = usePrintMode();
  const ownMedia = useMemo(
    () => (named.pageTitle === undefined ? null : blocksMediaOf(templates, named.pageTitle)),
    [templates, named.pageTitle],
  );
  const own = useMediaLightbox(useMemo(() => [...(ownMedia?.values() ?? [])], [ownMedia]));
  const media = named.media ?? ownMedia ?? new Map<number, PageMedia>();
  const enlargerOf = named.enlargerOf ?? own.enlargerOf;
  if (templates.length === 0) return null;
  return (
    <div className="content-blocks">
      {templates.map((block) => {
        if (block.type === 1) {
          return (
            <SafeHtml
              key={block.id}
              className="content-block content-block--text content-prose"
              // A PDF is read on paper or a large screen: the whole text.
              html={templateText(block, printMode ? 'wide' : viewport)}
            />
          );
        }
        const item = media.get(block.id);
        if (!item) return null;
        return (
          <PageMediaFigure
            key={block.id}
            className="content-block content-block--media"
            media={item}
            enlarger={enlargerOf(item)}
            sizes={sizes}
          />
        );
      })}
      {own.lightbox}
    </div>
  );
}
