import { EditorialFrame } from '../EditorialFrame';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import { CarDeskList } from '../cars/CarDeskList';
import { NewCarForm } from '../cars/NewCarForm';
import { useGetCarDeskQuery } from '../cars/carsApi';
import { carsTexts } from '../cars/carsTexts';
import { useMayPublish } from '../useMayPublish';
import '../sectionPages/sectionPages.scss';
import '../cars/cars.scss';

/**
 * /redacao/carros: 'Novo carro', then every car by category (models, concepts, classics) with its state, its
 * versions and 'Nova versão', drafts included.
 */
export default function CarDeskPage() {
  const mayPublish = useMayPublish();
  const desk = useGetCarDeskQuery(undefined, { skip: !mayPublish, refetchOnMountOrArgChange: true });

  let content;
  if (desk.isLoading)
    content = (
      <p className="editorial-page__status" role="status">
        {editorialTexts.loading}
      </p>
    );
  else if (desk.isError || !desk.data)
    content = (
      <div className="editorial-page__problem" role="alert">
        <p>{editorialProblemOf(desk.error, editorialTexts.loadFailed)}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void desk.refetch()}>
          {editorialTexts.retry}
        </button>
      </div>
    );
  else content = <CarDeskList desk={desk.data} />;

  return (
    <EditorialFrame title={carsTexts.heading}>
      <NewCarForm />
      <div aria-busy={desk.isFetching || undefined}>{content}</div>
    </EditorialFrame>
  );
}
