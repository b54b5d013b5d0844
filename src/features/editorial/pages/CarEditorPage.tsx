import { useParams } from 'react-router-dom';
import { carMessages } from '../../../domain/editorialCars';
import { paths } from '../../../domain/routes';
import { idParam } from '../cars/carParams';
import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { CarEditor } from '../cars/CarEditor';
import { useGetCarQuery } from '../cars/carsApi';
import { carsTexts } from '../cars/carsTexts';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';
import '../cars/cars.scss';

/** /redacao/carros/{carId}: a car's editor, on the car read afresh (its version is the server's now). */
export default function CarEditorPage() {
  const mayPublish = useMayPublish();
  const id = idParam(useParams().carId);
  const car = useGetCarQuery(id ?? 0, { skip: !mayPublish || id === null, refetchOnMountOrArgChange: true });

  let content;
  if (id === null) content = <p className="editorial-page__problem">{carMessages.carNotFound}</p>;
  // Once read, the editor stays: a later read of the same car (its 'Recarregar') must never unmount the form.
  else if (car.data?.id === id) content = <CarEditor key={id} car={car.data} />;
  else if (car.isLoading || car.isFetching)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(car.error, editorialTexts.loadFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void car.refetch()}>
          {editorialTexts.retry}
        </button>
      </div>
    );

  return (
    <EditorialFrame
      title={carsTexts.car.title}
      trail={[{ label: carsTexts.heading, to: paths.editorial.cars.href() }]}
    >
      {content}
    </EditorialFrame>
  );
}
