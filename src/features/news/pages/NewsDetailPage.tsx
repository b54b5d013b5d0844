import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContentPageView } from '../../../components/content/ContentPageView';
import { ContentProblem, problemTitle } from '../../../components/content/ContentProblem';
import { PdfRow } from '../../../components/content/PdfRow';
import { RelatedCarousel, relatedNews } from '../../../components/content/RelatedCarousel';
import { PageLoading } from '../../../components/layout/PageLoading';
import { SetActions } from '../../../components/media/SetActions';
import { mediaBeyondPage, pageMediaOf } from '../../../domain/contentPage';
import { favoriteOfRelease } from '../../../domain/favorites';
import { releasePdfName } from '../../../domain/fileNames';
import { paths } from '../../../domain/routes';
import { config } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { NewsDate } from '../components/NewsDate';
import { NewsMediaSet } from '../components/NewsMediaSet';
import { useNewsDetail } from '../useNewsDetail';

/**
 * The item's full address in the address bar once it is known (`/news/{id}/{slug}`, the one its page head names as
 * canonical): opened by its id alone or by an old slug, the page takes it without a new history entry, so what a
 * journalist copies from the bar is the address the item is shared by. A preview token stays.
 */
function useFullAddress(id: number | null, slug: string | undefined) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (id === null || slug === undefined) return;
    const full = paths.news.detail.href(id, slug);
    if (pathname !== full) void navigate({ pathname: full, search, hash }, { replace: true });
  }, [id, slug, pathname, search, hash, navigate]);
}

/**
 * /news/{newsId}: breadcrumb, date, title, subtitle, lead image, description, template blocks, the PDF row, the
 * item's photos and videos, share links and, beside it, the vertical list of related news.
 */
export default function NewsDetailPage() {
  const { id, detail, error, refetch, preview } = useNewsDetail();
  useDocumentTitle(detail ? detail.news.title : error ? problemTitle(error) : null);
  // The item read for this address: the one shown before may stand in while the next one loads.
  useFullAddress(id, detail?.news.id === id ? detail.news.slug : undefined);

  if (error || id === null) return <ContentProblem error={error} onRetry={() => void refetch()} />;
  if (!detail) return <PageLoading />;

  const { news, related, gallery } = detail;
  const path = paths.news.detail.href(id);
  // 'Favoritar release': the release, its PDF and its own photos. 'Favoritar todas' (SetActions) is every file of
  // the photo set, as 'Baixar todas' delivers it: another favorite.
  const releaseFavorite = (contentLink: string) =>
    favoriteOfRelease({ id, title: news.title, media: pageMediaOf(news).all }, config.publicUrl, contentLink);
  return (
    <ContentPageView
      page={news}
      breadcrumb={[
        { label: 'Media Center', to: paths.mediaCenter.href() },
        { label: 'News', to: paths.news.list.href() },
        { label: news.title },
      ]}
      sharePath={paths.news.detail.href(id, news.slug)}
      meta={<NewsDate date={news.news_date} />}
      actions={
        <PdfRow
          path={path}
          title={news.title}
          pdfMedia={news.pdfMedia}
          pdfMediaName={releasePdfName(news.title)}
          pdfLabel="Release oficial"
          favoriteOf={releaseFavorite}
        />
      }
      aside={<RelatedCarousel title="Relacionados" items={relatedNews(related)} orientation="vertical" />}
    >
      {/* The photos the page shows already (its lead, its blocks) are not shown twice. */}
      <NewsMediaSet
        items={mediaBeyondPage(pageMediaOf(news), gallery)}
        actions={!preview && <SetActions kind="news" id={id} title={news.title} />}
      />
    </ContentPageView>
  );
}
