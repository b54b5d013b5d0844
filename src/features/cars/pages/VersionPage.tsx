import { useParams } from 'react-router-dom';
import { ContentGate, contentTitle } from '../../../components/content/ContentGate';
import { usePreviewToken } from '../../../components/content/usePreviewToken';
import { usePdfReady } from '../../../components/layout/print/pdfReady';
import { usePrintMode } from '../../../components/layout/print/printMode';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { idParam } from '../carRoutes';
import { useGetVersionQuery } from '../carsApi';
import { VersionView } from '../components/VersionView';
import '../cars.css';

/**
 * `/cars/version/{car_id}/{version_id}` and, inside PrintLayout, its `/pdf` variant (which tells the PDF renderer
 * when the page is complete).
 */
export default function VersionPage() {
  const params = useParams();
  const carId = idParam(params.carId);
  const versionId = idParam(params.versionId);
  const invalid = carId === null || versionId === null;
  const token = usePreviewToken();
  const query = useGetVersionQuery(
    { carId: carId ?? 0, versionId: versionId ?? 0, token },
    { skip: invalid },
  );
  const read = { ...query, data: query.currentData };
  useDocumentTitle(contentTitle(read, invalid));
  const printMode = usePrintMode();
  usePdfReady(printMode && Boolean(read.data?.page));

  return (
    <ContentGate read={read} invalid={invalid}>
      {(version, answer) => <VersionView version={version} answer={answer} />}
    </ContentGate>
  );
}
