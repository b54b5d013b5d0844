import { FieldError } from '../../../components/forms/FieldError';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkSectionPageTitle } from '../../../domain/editorialPages';
import { paths } from '../../../domain/routes';
import { editorialProblemOf } from '../editorialProblem';
import { useCreateCarVersionMutation } from './carsApi';
import { carsTexts } from './carsTexts';

const t = carsTexts.newVersion;

/**
 * 'Nova versão' of one car: a button that opens a title field (a desk of many cars shows one button each, not one
 * form each); the new draft opens in its editor to be filled.
 */
export function NewVersionForm({ car }: { car: { id: number; title: string } }) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateCarVersionMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = checkSectionPageTitle(title);
    setProblem(rule);
    if (rule) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    try {
      const created = await create({ carId: car.id, body: { title } }).unwrap();
      void navigate(paths.editorial.carVersion.href(car.id, created.id), { state: { notice: t.created } });
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-label={t.openFor(car.title)}
        onClick={() => setOpen(true)}
      >
        {t.open}
      </button>
    );
  return (
    <form className="car-new-version" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field car-new-version__title">
        <label className="form-label" htmlFor={`${id}-title`}>
          {t.title(car.title)}
        </label>
        <input
          id={`${id}-title`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={title}
          // The field was asked for: the cursor goes to it.
          autoFocus
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FieldError id={`${id}-problem`} text={problem} className="editorial-fieldset__problem" />
      </div>
      <div className="car-new-version__actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isLoading}>
          {t.create}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
