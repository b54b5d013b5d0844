import { useMemo, type ReactNode } from 'react';
import type { ContentPage } from '../../domain/content';
import { pageMediaOf } from '../../domain/contentPage';
import { displayTitle } from '../../domain/format';
import { Breadcrumb, type BreadcrumbItem } from '../layout/Breadcrumb';
import { usePrintMode } from '../layout/print/printMode';
import { useMediaLightbox } from '../media/useMediaLightbox';
import { ContentBlocks } from './ContentBlocks';
import { PageMediaFigure } from './PageMediaFigure';
import { SafeHtml } from './SafeHtml';
import { ShareLinks } from './ShareLinks';
import './content.css';

/** How wide the main column's media are drawn: the whole content box, or its main column beside an aside. */
const mainSizes = {
  full: '(min-width: 1200px) 1136px, 92vw',
  withAside: '(min-width: 1200px) 776px, (min-width: 992px) calc(92vw - 23rem), 92vw',
};
const sideSizes = '(min-width: 1200px) 460px, (min-width: 769px) 40vw, 92vw';

export interface ContentPageViewProps {
  page: ContentPage;
  /** The trail below Home, the page last (the breadcrumb adds Home). */
  breadcrumb: BreadcrumbItem[];
  /** The page's path on the site, for its share links; the share links are left out without it. */
  sharePath?: string;
  /** Shown under the title (a news item's date, a version's car). */
  meta?: ReactNode;
  /** After the description (the PDF row). */
  actions?: ReactNode;
  /** After the page's own content (a car's versions, a section page's level-2 pages, a news item's set). */
  children?: ReactNode;
  /** Beside the content from 992 px, under it below (a version's vertical related-content list). */
  aside?: ReactNode;
  /** Below the whole page, full width (related news and gallery carousels). */
  after?: ReactNode;
}

/**
 * A content page (spec section 3): breadcrumb, title, lead media (a video loops muted), subtitle, description, side
 * media with its text, the template blocks, the bottom title and media; then what the page kind adds. Every photo and
 * video has its actions, and the page's photos open in one lightbox. In a PDF (PrintLayout) the share links, actions,
 * aside and `after` are left out.
 */
export function ContentPageView({
  page,
  breadcrumb,
  sharePath,
  meta,
  actions,
  children,
  aside,
  after,
}: ContentPageViewProps) {
  const printMode = usePrintMode();
  const title = displayTitle(page.title);
  const media = useMemo(() => pageMediaOf(page), [page]);
  const { enlargerOf, lightbox } = useMediaLightbox(media.all);
  const { lead, side, bottom } = media;
  const showAside = Boolean(aside) && !printMode;
  const sizes = showAside ? mainSizes.withAside : mainSizes.full;

  return (
    <article className="content-page">
      <div className="site-container">
        {!printMode && <Breadcrumb items={breadcrumb} />}
        <div
          className={showAside ? 'content-page__layout content-page__layout--aside' : 'content-page__layout'}
        >
          <div className="content-page__main">
            <header className="content-page__header">
              <h1 className="content-page__title">{title}</h1>
              {meta && <div className="content-page__meta">{meta}</div>}
            </header>
            {lead && (
              <PageMediaFigure
                className="content-page__lead"
                media={lead}
                enlarger={enlargerOf(lead)}
                sizes={sizes}
                lead
              />
            )}
            {page.subtitle && <p className="content-page__subtitle">{page.subtitle}</p>}
            <SafeHtml className="content-page__description content-prose" html={page.description} />
            {(side || page.sideDescription) && (
              <div className={side ? 'content-side' : 'content-side content-side--text'}>
                {side && (
                  <PageMediaFigure
                    className="content-side__media"
                    media={side}
                    enlarger={enlargerOf(side)}
                    sizes={sideSizes}
                  />
                )}
                <SafeHtml className="content-side__text content-prose" html={page.sideDescription} />
              </div>
            )}
            {!printMode && actions}
            <ContentBlocks
              templates={page.templates}
              media={media.blocks}
              enlargerOf={enlargerOf}
              sizes={sizes}
            />
            {(page.bottomTitle || bottom) && (
              <section className="content-bottom" aria-label={page.bottomTitle ? undefined : title}>
                {page.bottomTitle && (
                  <h2 className="content-bottom__title">{displayTitle(page.bottomTitle)}</h2>
                )}
                {bottom && <PageMediaFigure media={bottom} enlarger={enlargerOf(bottom)} sizes={sizes} />}
              </section>
            )}
            {children}
            {sharePath && !printMode && (
              <ShareLinks className="content-page__share" title={page.title} path={sharePath} />
            )}
          </div>
          {showAside && <aside className="content-page__aside">{aside}</aside>}
        </div>
      </div>
      {after && !printMode && <div className="content-page__after">{after}</div>}
      {lightbox}
    </article>
  );
}
