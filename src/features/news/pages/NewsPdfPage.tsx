import { ContentPageView } from '../../../components/content/ContentPageView';
import { ContentProblem } from '../../../components/content/ContentProblem';
import { PageLoading } from '../../../components/layout/PageLoading';
import { usePdfReady } from '../../../components/layout/print/pdfReady';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { NewsDate } from '../components/NewsDate';
import { useNewsDetail } from '../useNewsDetail';

/** /news/{newsId}/pdf: the news item laid out for A4 inside PrintLayout, which the PDF service prints. */
export default function NewsPdfPage() {
  const { id, detail, error, refetch } = useNewsDetail();
  useDocumentTitle(detail ? detail.news.title : null);
  usePdfReady(Boolean(detail));

  if (error || id === null) return <ContentProblem error={error} onRetry={() => void refetch()} />;
  if (!detail) return <PageLoading />;
  return (
    <ContentPageView
      page={detail.news}
      breadcrumb={[{ label: 'News', to: paths.news.list.href() }, { label: detail.news.title }]}
      meta={<NewsDate date={detail.news.news_date} />}
    />
  );
}
