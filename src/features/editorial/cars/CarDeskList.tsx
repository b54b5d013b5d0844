import { Link } from 'react-router-dom';
import type { CarDesk } from '../../../domain/editorialCarSchemas';
import { paths } from '../../../domain/routes';
import { carsTexts } from './carsTexts';
import { NewVersionForm } from './NewVersionForm';

const t = carsTexts.desk;

/**
 * The cars by category, in the menu's order, drafts included: each car with its state, its flags, a link to its
 * editor and to its page, its versions (each a link to its editor) and 'Nova versão'.
 */
export function CarDeskList({ desk }: { desk: CarDesk }) {
  return (
    <>
      {desk.categories.map((category) => (
        <section
          key={category.categoryCar}
          className="car-desk__category"
          aria-labelledby={`car-category-${category.categoryCar}`}
        >
          <h2 id={`car-category-${category.categoryCar}`} className="editorial-page__heading">
            {category.label}
          </h2>
          {category.cars.length === 0 ? (
            <p className="editorial-fieldset__empty">{t.empty}</p>
          ) : (
            <ul className="car-desk" aria-label={t.category(category.label)}>
              {category.cars.map((car) => (
                <li key={car.id} className="car-desk__car">
                  <div className="car-desk__row">
                    <Link
                      className="car-desk__title"
                      to={paths.editorial.car.href(car.id)}
                      aria-label={t.edit(car.title)}
                    >
                      {car.title}
                    </Link>
                    <span className={`editorial-state editorial-state--${car.state}`}>{car.stateText}</span>
                    {car.isHighlight && (
                      <span className="car-desk__flag car-desk__flag--highlight">{t.highlight}</span>
                    )}
                    {!car.showMenu && <span className="car-desk__flag">{t.offMenu}</span>}
                    <a
                      className="car-desk__view"
                      href={car.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t.view(car.title)}
                    >
                      {carsTexts.car.view}
                    </a>
                  </div>
                  {car.versions.length === 0 ? (
                    <p className="car-desk__none">{t.noVersions}</p>
                  ) : (
                    <ul className="car-desk__versions" aria-label={t.versions(car.title)}>
                      {car.versions.map((version) => (
                        <li key={version.id} className="car-desk__row">
                          <Link
                            to={paths.editorial.carVersion.href(car.id, version.id)}
                            aria-label={t.edit(version.title)}
                          >
                            {version.title}
                          </Link>
                          <span className={`editorial-state editorial-state--${version.state}`}>
                            {version.stateText}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <NewVersionForm car={car} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
