import { useId, type ChangeEvent } from 'react';
import { FollowButton } from '../../../components/follows/FollowButton';
import type { NewsTextEnum } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import {
  associationChoices,
  isFiltered,
  newsKindOf,
  newsKinds,
  type NewsFilter,
  type NewsFilterLists,
} from '../newsFilters';

export interface NewsFiltersProps {
  filter: NewsFilter;
  /** The cars and pages a kind's news can be about. */
  lists: NewsFilterLists;
  onChange: (filter: NewsFilter) => void;
}

const toId = (value: string): number | undefined => (value ? Number(value) : undefined);

/**
 * The news list's filters: the kind of news, then the car or page it is about, then a version or level-2 page. Each
 * choice applies at once; choosing a broader one clears the narrower ones below it.
 */
export function NewsFilters({ filter, lists, onChange }: NewsFiltersProps) {
  const ids = { kind: useId(), association: useId(), item: useId() };
  const kind = newsKindOf(filter.textEnum);
  const associations = associationChoices(lists, kind);
  const association = associations.find((entry) => entry.id === filter.associationId);
  const items = association?.listsub ?? [];

  const changeKind = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(event.target.value ? { textEnum: event.target.value as NewsTextEnum } : {});
  const changeAssociation = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ textEnum: filter.textEnum, associationId: toId(event.target.value) });
  const changeItem = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filter, associationItemId: toId(event.target.value) });

  return (
    <form className="news-filters" aria-label="Filtrar notícias" onSubmit={(event) => event.preventDefault()}>
      <div className="news-filters__field">
        <label className="news-filters__label" htmlFor={ids.kind}>
          Categoria
        </label>
        <select id={ids.kind} className="form-select" value={filter.textEnum ?? ''} onChange={changeKind}>
          <option value="">Todas as categorias</option>
          {newsKinds.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {kind && associations.length > 0 && (
        <div className="news-filters__field">
          <label className="news-filters__label" htmlFor={ids.association}>
            {kind.associationLabel}
          </label>
          <select
            id={ids.association}
            className="form-select"
            value={filter.associationId ?? ''}
            onChange={changeAssociation}
          >
            <option value="">Todos</option>
            {associations.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {displayTitle(entry.title)}
              </option>
            ))}
          </select>
        </div>
      )}
      {kind && items.length > 0 && (
        <div className="news-filters__field">
          <label className="news-filters__label" htmlFor={ids.item}>
            {kind.itemLabel}
          </label>
          <select
            id={ids.item}
            className="form-select"
            value={filter.associationItemId ?? ''}
            onChange={changeItem}
          >
            <option value="">Todas</option>
            {items.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {displayTitle(entry.title)}
              </option>
            ))}
          </select>
        </div>
      )}
      {isFiltered(filter) && (
        <button type="button" className="btn btn-link news-filters__clear" onClick={() => onChange({})}>
          Limpar filtros
        </button>
      )}
      {/* The category chosen, whatever car or page narrows the list: that is what news filters offer to follow. */}
      {kind && <FollowButton subject={{ textEnum: kind.value, associationId: null }} about={kind.label} />}
    </form>
  );
}
