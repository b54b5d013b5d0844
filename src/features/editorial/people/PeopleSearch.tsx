import { useId, useState, type FormEvent } from 'react';
import { peopleLimits } from '../../../domain/editorialPeople';
import { peopleTexts as t } from './peopleTexts';

/** The search by name, e-mail or CPF: applied on 'Buscar', not on every key (one call per word, not per letter). */
export function PeopleSearch({ q, onApply }: { q: string; onApply: (q: string) => void }) {
  const id = useId();
  const [words, setWords] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(words.trim());
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
            maxLength={peopleLimits.searchMax}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary">
            {t.searchButton}
          </button>
        </div>
      </div>
    </form>
  );
}
