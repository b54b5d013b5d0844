import { Link } from 'react-router-dom';
import { FormField } from '../../../components/forms/FormField';
import type { CarCategory } from '../../../domain/content';
import {
  carCategoryLabels,
  carCategoryOrder,
  checkCarFields,
  fieldOfCarRefusal,
} from '../../../domain/editorialCars';
import type { EditorialCar } from '../../../domain/editorialCarSchemas';
import { paths } from '../../../domain/routes';
import type { FieldView } from '../frame/fieldDifferences';
import { PageEditor, type OwnFieldsProps } from '../sectionPages/PageEditor';
import { positionOf, type PhotoChoice } from '../sectionPages/pageForm';
import { useLazyGetCarQuery, useMoveCarMutation, useSaveCarMutation } from './carsApi';
import { carsTexts } from './carsTexts';

const t = carsTexts.car;
const labels = t.fields;

/** A car's own fields as the form holds them: the highlight's order as typed. */
interface CarOwn {
  categoryCar: CarCategory;
  thumb: PhotoChoice;
  isHighlight: boolean;
  highlightPosition: string;
  showMenu: boolean;
}

const ownOf = (car: EditorialCar): CarOwn => ({
  categoryCar: car.categoryCar,
  thumb: { mediaId: car.thumbMediaId, thumbnail: car.thumbnails.thumbMediaId },
  isHighlight: car.isHighlight,
  highlightPosition: car.highlightPosition === null ? '' : String(car.highlightPosition),
  showMenu: car.showMenu,
});

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: unknown) => (value ? t.yes : t.no);

/** How the car's own fields read when two versions are compared. */
const carOwnViews: Partial<Record<keyof CarOwn, FieldView>> = {
  categoryCar: { label: labels.categoryCar, show: (value) => carCategoryLabels[value as CarCategory] },
  thumb: { label: labels.thumbMediaId, show: (value) => shown((value as PhotoChoice).mediaId) },
  isHighlight: { label: labels.isHighlight, show: yesNo },
  highlightPosition: { label: labels.highlightPosition, show: shown },
  showMenu: { label: labels.showMenu, show: yesNo },
};

/** Blank is no order; anything else is read as the page's order is. */
const highlightPositionOf = (typed: string) => (typed.trim() === '' ? null : positionOf(typed));

/**
 * A car's form: the page fields of every content page (PageEditor.tsx), and the car's own: its category, its
 * thumbnail in the menu and the lists, its place among the home's highlighted cars and whether the menu lists it;
 * its versions below, each a link to its editor.
 */
export function CarEditor({ car }: { car: EditorialCar }) {
  const [save] = useSaveCarMutation();
  const [move] = useMoveCarMutation();
  const [load] = useLazyGetCarQuery();

  return (
    <PageEditor
      page={car}
      labels={labels}
      texts={t}
      slotOf={(saved) => ({ subject: 'car', id: saved.id })}
      ownOf={ownOf}
      ownViews={carOwnViews}
      check={(fields, own) =>
        checkCarFields({
          ...fields,
          categoryCar: own.categoryCar,
          highlightPosition: highlightPositionOf(own.highlightPosition),
        })
      }
      fieldOfRefusal={fieldOfCarRefusal}
      save={(saved, body, own) =>
        save({
          id: saved.id,
          body: {
            ...body,
            categoryCar: own.categoryCar,
            thumbMediaId: own.thumb.mediaId,
            isHighlight: own.isHighlight,
            highlightPosition: highlightPositionOf(own.highlightPosition),
            showMenu: own.showMenu,
          },
        }).unwrap()
      }
      move={(saved, which) => move({ id: saved.id, move: which, version: saved.version }).unwrap()}
      load={(saved) => load(saved.id).unwrap()}
      ownFields={(props) => <CarOwnFields {...props} />}
      after={(saved) => <CarVersionsList car={saved} />}
    />
  );
}

function CarOwnFields({ own, change, fieldId, problemOf, photoField }: OwnFieldsProps<CarOwn>) {
  const check = (field: 'isHighlight' | 'showMenu', hint: string) => (
    <div className="form-check car-editor__check">
      <input
        id={fieldId(field)}
        type="checkbox"
        className="form-check-input"
        checked={own[field]}
        aria-describedby={`${fieldId(field)}-hint`}
        onChange={(event) => change({ [field]: event.target.checked }, field)}
      />
      <label className="form-check-label" htmlFor={fieldId(field)}>
        {labels[field]}
      </label>
      <div id={`${fieldId(field)}-hint`} className="form-text">
        {hint}
      </div>
    </div>
  );
  return (
    <>
      <FormField
        id={fieldId('categoryCar')}
        label={labels.categoryCar}
        kind="select"
        problem={problemOf('categoryCar')}
      >
        {(control) => (
          <select
            {...control}
            value={own.categoryCar}
            onChange={(event) =>
              change({ categoryCar: Number(event.target.value) as CarCategory }, 'categoryCar')
            }
          >
            {carCategoryOrder.map((category) => (
              <option key={category} value={category}>
                {carCategoryLabels[category]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {check('showMenu', t.menuHint)}
      {check('isHighlight', t.highlightHint)}
      {own.isHighlight && (
        <FormField
          id={fieldId('highlightPosition')}
          label={labels.highlightPosition}
          hint={t.highlightPositionHint}
          problem={problemOf('highlightPosition')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={own.highlightPosition}
              onChange={(event) => change({ highlightPosition: event.target.value }, 'highlightPosition')}
            />
          )}
        </FormField>
      )}
      {photoField('thumbMediaId', labels.thumbMediaId, own.thumb, (thumb) =>
        change({ thumb }, 'thumbMediaId'),
      )}
      <p className="form-text car-editor__hint">{t.thumbHint}</p>
    </>
  );
}

/** The car's versions as saved, each with its state, a link to its editor. */
function CarVersionsList({ car }: { car: EditorialCar }) {
  return (
    <section className="car-editor__versions" aria-labelledby={`car-${car.id}-versions`}>
      <h2 id={`car-${car.id}-versions`} className="editorial-page__heading">
        {t.versions}
      </h2>
      {car.versions.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.noVersions}</p>
      ) : (
        <ul className="car-versions">
          {car.versions.map((version) => (
            <li key={version.id} className="car-versions__row">
              <Link
                to={paths.editorial.carVersion.href(car.id, version.id)}
                aria-label={t.editVersion(version.title)}
              >
                {version.title}
              </Link>
              <span className={`editorial-state editorial-state--${version.state}`}>{version.stateText}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
