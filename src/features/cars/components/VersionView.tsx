import { ContentPageView } from '../../../components/content/ContentPageView';
import { PdfRow } from '../../../components/content/PdfRow';
import { RelatedCarousel, relatedGallery, relatedNews } from '../../../components/content/RelatedCarousel';
import type { ContentAnswer } from '../../../lib/api/contentAnswer';
import type { VersionPage } from '../../../domain/content';
import { specSheetName } from '../../../domain/fileNames';
import { mediaFileName } from '../../../domain/media';
import { paths } from '../../../domain/routes';
import { carsTrail } from '../carRoutes';

/**
 * A version (spec section 2): breadcrumb Carros › its car's category › car › version, title, looping media,
 * subtitle, description, the PDF row, the template blocks, the vertical related-content list and the share links.
 * The same view prints the `/pdf` variant inside PrintLayout, which leaves out what only works on a screen.
 */
export function VersionView({
  version,
  answer,
}: {
  version: VersionPage;
  answer: ContentAnswer<VersionPage>;
}) {
  const path = paths.cars.version.href(version.car_id, version.id);
  const related = [...relatedNews(answer.news), ...relatedGallery(answer.gallery)];
  return (
    <ContentPageView
      page={version}
      breadcrumb={[
        ...carsTrail(version.categoryCar),
        { label: version.carTitle, to: paths.cars.detail.href(version.car_id) },
        { label: version.title },
      ]}
      sharePath={path}
      actions={
        <PdfRow
          path={path}
          title={version.title}
          pdfMedia={version.pdfMedia}
          pdfMediaName={
            version.pdfMedia ? specSheetName(version.title, mediaFileName(version.pdfMedia)) : undefined
          }
        />
      }
      aside={
        related.length > 0 ? (
          <RelatedCarousel title="Conteúdo relacionado" items={related} orientation="vertical" />
        ) : undefined
      }
    />
  );
}
