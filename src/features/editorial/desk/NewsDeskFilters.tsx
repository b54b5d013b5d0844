import { useId, useState, type FormEvent } from 'react';
import { editorialStateLabels, type EditorialState } from '../../../domain/editorialNews';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.desk;
const states = Object.keys(editorialStateLabels) as EditorialState[];

export interface NewsDeskFilter {
  q: string;
  state: EditorialState | '';
}

/**
 * The list's search by title and its state filter, the trash ('Lixeira') last among the states. The words apply on
 * 'Buscar' (not on every key, which would ask the server once a letter); the state applies when chosen.
 */
export function NewsDeskFilters({
  filter,
  onApply,
}: {
  filter: NewsDeskFilter;
  onApply: (next: NewsDeskFilter) => void;
}) {
  const id = useId();
  const [words, setWords] = useState(filter.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filter, q: words.trim() });
  };
  return (
    <form className="editorial-filters" role="search" aria-label={t.region} onSubmit={submit}>
      <div className="editorial-filters__search">
        <label className="form-label" htmlFor={`${id}-q`}>
          {t.search}
        </label>
        <div className="editorial-filters__row">
          <input
            id={`${id}-q`}
            className="form-control"
            type="search"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary">
            {t.searchButton}
          </button>
        </div>
      </div>
      <div className="editorial-filters__state">
        <label className="form-label" htmlFor={`${id}-state`}>
          {t.state}
        </label>
        <select
          id={`${id}-state`}
          className="form-select"
          value={filter.state}
          onChange={(event) =>
            onApply({ q: words.trim(), state: event.target.value as NewsDeskFilter['state'] })
          }
        >
          <option value="">{t.allStates}</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {state === 'deleted' ? t.trash : editorialStateLabels[state]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
