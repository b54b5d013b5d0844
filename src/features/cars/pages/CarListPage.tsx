import { Link } from 'react-router-dom';
import { requestStatusOf } from '../../../lib/api/requestStatus';
import { ChildLinkList } from '../../../components/content/ChildLinkList';
import { isNotFound, notFoundText } from '../../../components/content/ContentProblem';
import { RelatedLists } from '../../../components/content/RelatedCarousel';
import { Breadcrumb } from '../../../components/layout/Breadcrumb';
import { PageLoading } from '../../../components/layout/PageLoading';
import { paths } from '../../../domain/routes';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { CarCategory } from '../../../domain/content';
import { carCategories, carCategory, carsTrail } from '../carRoutes';
import { useGetCarListQuery } from '../carsApi';
import '../cars.css';

/** `/cars/{models|concepts|classics}`: the cars of a category, with tabs to the other two lists. */
export default function CarListPage({ category }: { category: CarCategory }) {
  const current = carCategory(category);
  const query = useGetCarListQuery(category);
  // `currentData`: another tab's cars are never shown while this one's load.
  const status = requestStatusOf({ ...query, data: query.currentData });
  useDocumentTitle(`Carros: ${current.label}`);

  const data = query.currentData;
  const cars = data?.cars ?? [];
  return (
    <div className="car-list-page">
      <div className="site-container">
        <Breadcrumb items={carsTrail(category)} />
        <h1 className="car-list-page__title">Carros</h1>
        <nav className="car-tabs" aria-label="Categorias de carros">
          <ul>
            {carCategories.map((entry) => (
              <li key={entry.category}>
                <Link
                  to={paths.cars.list[entry.category].href()}
                  className="car-tabs__link"
                  aria-current={entry.category === current.category ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {status === 'failed' ? (
          <div className="car-list-page__note" role="alert">
            <p>{isNotFound(query.error) ? notFoundText : 'Não foi possível carregar os carros agora.'}</p>
            <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
              Tentar novamente
            </button>
          </div>
        ) : status !== 'succeeded' ? (
          <PageLoading />
        ) : cars.length === 0 ? (
          <p className="car-list-page__note">Nenhum carro encontrado</p>
        ) : (
          <ChildLinkList
            title={current.label}
            hideTitle
            items={cars}
            linkTo={(car) => paths.cars.detail.href(car.id)}
          />
        )}
      </div>
      {data && (data.news.length > 0 || data.gallery.length > 0) && (
        <div className="car-list-page__related">
          <RelatedLists news={data.news} gallery={data.gallery} />
        </div>
      )}
    </div>
  );
}
