import type { TemplateBlock } from '../../domain/content';
import { templateText } from '../../domain/contentPage';
import { usePrintMode } from '../layout/printMode';
import { ContentMedia, isVideoMedia } from './ContentMedia';
import { useDownloadTerms } from './DownloadTermsGate';
import { SafeHtml } from './SafeHtml';
import { useContentViewport } from './useContentViewport';
import './content.css';

/** The download choices of a media block (spec section 3): Pequena, Média and Grande for a photo, MP4 for a video. */
function downloadChoices(block: TemplateBlock) {
  if (isVideoMedia(block)) {
    return block.mediaMed ? [{ label: 'MP4', href: block.mediaMed, size: '' }] : [];
  }
  return [
    { label: 'Pequena', href: block.mediaLow, size: block.mediaSizeLow },
    { label: 'Média', href: block.mediaMed, size: block.mediaSizeMedium },
    { label: 'Grande', href: block.media, size: block.mediaSize },
  ].filter((choice) => choice.href);
}

interface MediaBlockProps {
  block: TemplateBlock;
  pageTitle: string;
  /** 1 for the page's first media block, and so on. */
  position: number;
  sizes: string;
}

function MediaBlock({ block, pageTitle, position, sizes }: MediaBlockProps) {
  const printMode = usePrintMode();
  const name = `${pageTitle}: ${isVideoMedia(block) ? 'vídeo' : 'foto'} ${position}`;
  const terms = useDownloadTerms();
  const choices = printMode ? [] : downloadChoices(block);
  return (
    <figure className="content-block content-block--media">
      <ContentMedia media={block} title={name} sizes={sizes} />
      {choices.length > 0 && (
        <figcaption className="content-block__downloads">
          <span className="content-block__downloads-label">Baixar:</span>
          <ul>
            {choices.map((choice) => (
              <li key={choice.label}>
                <a
                  href={choice.href}
                  download
                  onClick={(event) => {
                    if (!terms.request(choice.href)) event.preventDefault();
                  }}
                >
                  {choice.label}
                  {choice.size && (
                    <>
                      {' '}
                      <span className="content-block__size">({choice.size})</span>
                    </>
                  )}{' '}
                  <span className="visually-hidden">— {name}</span>
                </a>
              </li>
            ))}
          </ul>
          {terms.dialog}
        </figcaption>
      )}
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
 * `textMed` on a tablet when the editor wrote them), type 2 a photo or video with its download sizes.
 */
export function ContentBlocks({ templates, pageTitle, sizes }: ContentBlocksProps) {
  const viewport = useContentViewport();
  const printMode = usePrintMode();
  if (templates.length === 0) return null;
  const mediaBlocks = templates.filter((block) => block.type === 2);
  return (
    <div className="content-blocks">
      {templates.map((block) =>
        block.type === 1 ? (
          <SafeHtml
            key={block.id}
            className="content-block content-block--text content-prose"
            // A PDF is read on paper or a large screen: the whole text.
            html={templateText(block, printMode ? 'wide' : viewport)}
          />
        ) : (
          <MediaBlock
            key={block.id}
            block={block}
            pageTitle={pageTitle}
            position={mediaBlocks.indexOf(block) + 1}
            sizes={sizes}
          />
        ),
      )}
    </div>
  );
}
