import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CarCategory } from '../../../domain/content';
import { carCategoryLabels, carCategoryOrder, checkNewCar } from '../../../domain/editorialCars';
import { paths } from '../../../domain/routes';
import { editorialProblemOf } from '../editorialProblem';
import { useCreateCarMutation } from './carsApi';
import { carsTexts } from './carsTexts';

const t = carsTexts.newCar;

/** 'Novo carro': a title and a category; the new draft opens in its editor to be filled. */
export function NewCarForm() {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [categoryCar, setCategoryCar] = useState<CarCategory>(carCategoryOrder[0]!);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateCarMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkNewCar({ title, categoryCar });
    setProblem(rule?.message ?? null);
    if (rule) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    try {
      const created = await create({ title, categoryCar }).unwrap();
      void navigate(paths.editorial.car.href(created.id), { state: { notice: t.created } });
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <form className="section-new-page" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="editorial-page__heading section-new-page__legend">{t.legend}</legend>
        <div className="section-new-page__fields">
          <div className="form-field section-new-page__title">
            <label className="form-label" htmlFor={`${id}-title`}>
              {t.title}
            </label>
            <input
              id={`${id}-title`}
              className={`form-control${problem ? ' is-invalid' : ''}`}
              value={title}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            <FieldError id={`${id}-problem`} text={problem} className="editorial-fieldset__problem" />
          </div>
          <div className="form-field section-new-page__where">
            <label className="form-label" htmlFor={`${id}-category`}>
              {t.category}
            </label>
            <select
              id={`${id}-category`}
              className="form-select"
              value={categoryCar}
              onChange={(event) => setCategoryCar(Number(event.target.value) as CarCategory)}
            >
              {carCategoryOrder.map((category) => (
                <option key={category} value={category}>
                  {carCategoryLabels[category]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary section-new-page__create" disabled={isLoading}>
            {t.create}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
