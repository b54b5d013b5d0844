import { useParams } from 'react-router-dom';
import type { BreadcrumbItem } from '../../../components/layout/Breadcrumb';
import { carMessages } from '../../../domain/editorialCars';
import { paths } from '../../../domain/routes';
import { idParam } from '../cars/carParams';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { CarVersionEditor } from '../cars/CarVersionEditor';
import { useGetCarVersionQuery } from '../cars/carsApi';
import { carsTexts } from '../cars/carsTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';
import '../cars/cars.scss';

/**
 * /redacao/carros/{carId}/versoes/{versionId}: a version's editor, on the version read afresh. A version of another
 * car is not found at this address, as the public site answers `/cars/version/{carId}/{versionId}`.
 */
export default function CarVersionEditorPage() {
  const mayPublish = useMayPublish();
  const params = useParams();
  const carId = idParam(params.carId);
  const id = idParam(params.versionId);
  const valid = carId !== null && id !== null;
  const version = useGetCarVersionQuery(id ?? 0, {
    skip: !mayPublish || !valid,
    refetchOnMountOrArgChange: true,
  });
  const read = version.data?.id === id ? version.data : undefined;

  const { restores, history } = useRevisionHistoryOf(version);
  const item = id !== null && read && read.carId === carId ? { subject: 'version' as const, id } : null;

  let content;
  if (!valid || (read && read.carId !== carId))
    content = <p className="editorial-page__problem">{carMessages.versionNotFound}</p>;
  // Once read, the editor stays: a later read of the same version (its 'Recarregar') must never unmount the form.
  else if (read) content = <CarVersionEditor key={`${id}-${restores}`} version={read} />;
  else if (version.isLoading || version.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={version.error} onRetry={() => void version.refetch()} />;

  const trail: BreadcrumbItem[] = [{ label: carsTexts.heading, to: paths.editorial.cars.href() }];
  if (read && carId !== null && read.carId === carId)
    trail.push({ label: read.carTitle, to: paths.editorial.car.href(carId) });
  return (
    <EditorialFrame title={carsTexts.version.title} trail={trail}>
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
