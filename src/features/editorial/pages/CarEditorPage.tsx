import { useParams } from 'react-router-dom';
import { carMessages } from '../../../domain/editorialCars';
import { paths } from '../../../domain/routes';
import { idParam } from '../cars/carParams';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { CarEditor } from '../cars/CarEditor';
import { useGetCarQuery } from '../cars/carsApi';
import { carsTexts } from '../cars/carsTexts';
import { EditingPresence } from '../history/EditingPresence';
import { RevisionHistory } from '../history/RevisionHistory';
import { useRevisionHistoryOf } from '../history/useRevisionHistoryOf';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';
import '../cars/cars.scss';

/** /redacao/carros/{carId}: a car's editor, on the car read afresh (its version is the server's now). */
export default function CarEditorPage() {
  const mayPublish = useMayPublish();
  const id = idParam(useParams().carId);
  const car = useGetCarQuery(id ?? 0, { skip: !mayPublish || id === null, refetchOnMountOrArgChange: true });

  const { restores, history } = useRevisionHistoryOf(car);
  const item = id !== null && car.data?.id === id ? { subject: 'car' as const, id } : null;

  let content;
  if (id === null) content = <p className="editorial-page__problem">{carMessages.carNotFound}</p>;
  // Once read, the editor stays: a later read of the same car (its 'Recarregar') must never unmount the form.
  else if (car.data?.id === id) content = <CarEditor key={`${id}-${restores}`} car={car.data} />;
  else if (car.isLoading || car.isFetching) content = <EditorialLoading />;
  else content = <EditorialLoadFailed error={car.error} onRetry={() => void car.refetch()} />;

  return (
    <EditorialFrame
      title={carsTexts.car.title}
      trail={[{ label: carsTexts.heading, to: paths.editorial.cars.href() }]}
    >
      {item && <EditingPresence item={item} />}
      {content}
      {item && <RevisionHistory item={item} {...history} />}
    </EditorialFrame>
  );
}
