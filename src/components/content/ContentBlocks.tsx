import { useMemo } from 'react';
import type { TemplateBlock } from '../../domain/content';
import { templateText } from '../../domain/contentPage';
import { usePrintMode } from '../layout/print/printMode';
import { MediaActions } from '../media/MediaActions';
import { isVideoItem, type Enlarger, type MediaItem } from '../media/mediaItem';
import { useMediaLightbox } from '../media/useMediaLightbox';
import { ContentMedia } from './ContentMedia';
import { SafeHtml } from './SafeHtml';
import { useContentViewport } from './useContentViewport';
import './content.css';

/** A media block as the media actions see it: named after the page, having no caption of its own. */
type NamedBlock = TemplateBlock & MediaItem;

interface MediaBlockProps {
  block: NamedBlock;
  sizes: string;
  enlarger?: Enlarger;
}

function MediaBlock({ block, sizes, enlarger }: MediaBlockProps) {
  const printMode = usePrintMode();
  return (
    <figure className="content-block content-block--media">
      <ContentMedia media={block} title={block.title} sizes={sizes} />
      {/* A PDF of the page has nothing to press. */}
      {!printMode && <MediaActions item={block} enlarger={enlarger} className="content-block__actions" />}
    </figure>
  );
}

export interface ContentBlocksProps {
  templates: TemplateBlock[];
  /** The page's title: media blocks have no caption of their own, so their alt text and names come from it. */
  pageTitle: string;
  /** How wide a media block is drawn. */
  sizes: string;
}

/**
 * The template blocks below a content page, in order: type 1 is text (the shorter `textLow` on a phone and
 * `textMed` on a tablet when the editor wrote them), type 2 a photo or video with its actions (the page's photos
 * open in one lightbox).
 */
export function ContentBlocks({ templates, pageTitle, sizes }: ContentBlocksProps) {
  const viewport = useContentViewport();
  const printMode = usePrintMode();
  const mediaBlocks = useMemo(
    () =>
      templates
        .filter((block) => block.type === 2)
        .map((block, index): NamedBlock => {
          const kind = isVideoItem(block) ? 'vídeo' : 'foto';
          return { ...block, title: `${pageTitle}: ${kind} ${index + 1}` };
        }),
    [templates, pageTitle],
  );
  const { enlargerOf, lightbox } = useMediaLightbox(mediaBlocks);
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
        const named = mediaBlocks.find((media) => media.id === block.id) ?? { ...block, title: pageTitle };
        return <MediaBlock key={block.id} block={named} sizes={sizes} enlarger={enlargerOf(named)} />;
      })}
      {lightbox}
    </div>
  );
}
