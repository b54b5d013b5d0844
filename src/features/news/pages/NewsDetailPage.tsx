import { ContentPageView } from '../../../components/content/ContentPageView';
import { ContentProblem, problemTitle } from '../../../components/content/ContentProblem';
import { PdfRow } from '../../../components/content/PdfRow';
import { RelatedCarousel, relatedGallery, relatedNews } from '../../../components/content/RelatedCarousel';
import { PageLoading } from '../../../components/layout/PageLoading';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { NewsDate } from '../components/NewsDate';
import { useNewsDetail } from '../useNewsDetail';

/**
 * /news/{newsId}: breadcrumb, date, title, subtitle, lead image, description, template blocks, the PDF row, share
 * links and, beside it, the vertical list of related news and photos.
 */
export default function NewsDetailPage() {
  const { id, detail, error, refetch } = useNewsDetail();
  useDocumentTitle(detail ? detail.news.title : error ? problemTitle(error) : null);

  if (error || id === null) return <ContentProblem error={error} onRetry={() => void refetch()} />;
  if (!detail) return <PageLoading />;

  const { news, related, gallery } = detail;
  const path = paths.news.detail.href(id);
  return (
    <ContentPageView
      page={news}
      breadcrumb={[
        { label: 'Media Center', to: paths.mediaCenter.href() },
        { label: 'News', to: paths.news.list.href() },
        { label: news.title },
      ]}
      sharePath={path}
      meta={<NewsDate date={news.news_date} />}
      actions={<PdfRow path={path} title={news.title} />}
      aside={
        <RelatedCarousel
          title="Relacionados"
          items={[...relatedNews(related), ...relatedGallery(gallery)]}
          orientation="vertical"
        />
      }
    />
  );
}
