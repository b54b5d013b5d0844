import { useParams } from 'react-router-dom';
import { ChildLinkList } from '../../../components/content/ChildLinkList';
import { ContentGate, contentTitle } from '../../../components/content/ContentGate';
import { ContentPageView } from '../../../components/content/ContentPageView';
import { FollowButton } from '../../../components/follows/FollowButton';
import { RelatedLists } from '../../../components/content/RelatedCarousel';
import { usePreviewToken } from '../../../components/content/usePreviewToken';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { carsTrail, idParam } from '../carRoutes';
import { useGetCarQuery } from '../carsApi';
import '../cars.css';

/** `/cars/car/{car_id}`: a car's page, its versions and its related news and gallery. */
export default function CarPage() {
  const carId = idParam(useParams().carId);
  const token = usePreviewToken();
  const query = useGetCarQuery({ carId: carId ?? 0, token }, { skip: carId === null });
  const read = { ...query, data: query.currentData };
  useDocumentTitle(contentTitle(read, carId === null));

  return (
    <ContentGate read={read} invalid={carId === null}>
      {(car, answer) => (
        <ContentPageView
          page={car}
          breadcrumb={[...carsTrail(car.categoryCar), { label: car.title }]}
          sharePath={paths.cars.detail.href(car.id)}
          meta={<FollowButton subject={{ textEnum: 'Carros', associationId: car.id }} about={car.title} />}
          after={<RelatedLists news={answer.news} gallery={answer.gallery} />}
        >
          <ChildLinkList
            title="Versões"
            items={car.versions}
            linkTo={(version) => paths.cars.version.href(car.id, version.id)}
          />
        </ContentPageView>
      )}
    </ContentGate>
  );
}
