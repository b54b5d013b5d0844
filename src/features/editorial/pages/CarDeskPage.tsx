import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
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
  if (desk.isLoading) content = <EditorialLoading />;
  else if (desk.isError || !desk.data)
    content = <EditorialLoadFailed error={desk.error} onRetry={() => void desk.refetch()} />;
  else content = <CarDeskList desk={desk.data} />;

  return (
    <EditorialFrame title={carsTexts.heading}>
      <NewCarForm />
      <div aria-busy={desk.isFetching || undefined}>{content}</div>
    </EditorialFrame>
  );
}
