import { useState, type KeyboardEvent } from 'react';
import { FormField } from '../../../components/forms/FormField';
import type { BannerTargetCategory } from '../../../domain/editorialLists';
import type { BannerChoices } from '../../../domain/editorialListSchemas';
import { sectionKindFromWire, sectionLabels } from '../../../domain/sections';
import { useGetEditorialNewsListQuery } from '../editorialApi';
import { kindOf, type OpensKind, type SlideForm } from './bannerForm';
import { listsTexts } from './listsTexts';

const t = listsTexts.banner;
const pageSections = ['session', 'technology', 'emobility'] as const;
const searchLimit = 20;

type Opens = SlideForm['opens'];

const labelOf = (choice: { title: string; published: boolean }) =>
  choice.published ? choice.title : t.draft(choice.title);

/**
 * 'Abre': what a slide opens. First the kind (nothing, a car, a news item, a page), then the item: the cars, the
 * latest published news (a search by title finds older ones), the sections' root and first-level pages. `id` goes
 * on the control a problem sends the focus to: the item's once a kind is chosen.
 */
export function BannerTargetField({
  id,
  opens,
  choices,
  problem,
  onChange,
}: {
  id: string;
  opens: Opens;
  choices: BannerChoices;
  problem: string | null;
  onChange: (opens: Opens) => void;
}) {
  const kindId = opens ? `${id}-kind` : id;
  const pick = (category: BannerTargetCategory, fatherId: number) =>
    onChange({ kind: kindOf(category), category, fatherId });
  return (
    <div className="banner-target">
      <FormField id={kindId} label={t.opens} kind="select" problem={opens ? null : problem}>
        {(control) => (
          <select
            {...control}
            value={opens?.kind ?? ''}
            onChange={(event) => {
              const kind = event.target.value as OpensKind | '';
              onChange(kind ? { kind, category: kind === 'page' ? null : kind, fatherId: null } : null);
            }}
          >
            <option value="">{t.opensKinds.none}</option>
            <option value="car">{t.opensKinds.car}</option>
            <option value="news">{t.opensKinds.news}</option>
            <option value="page">{t.opensKinds.page}</option>
          </select>
        )}
      </FormField>
      {opens?.kind === 'car' && (
        <FormField id={id} label={t.car} kind="select" problem={problem}>
          {(control) => (
            <select
              {...control}
              value={opens.fatherId ?? ''}
              onChange={(event) => pick('car', Number(event.target.value))}
            >
              <option value="" disabled>
                {t.pick}
              </option>
              {choices.cars.map((car) => (
                <option key={car.id} value={car.id}>
                  {labelOf(car)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {opens?.kind === 'page' && (
        <FormField id={id} label={t.page} kind="select" problem={problem}>
          {(control) => (
            <select
              {...control}
              value={opens.category && opens.fatherId ? `${opens.category}:${opens.fatherId}` : ''}
              onChange={(event) => {
                const [category, fatherId] = event.target.value.split(':');
                pick(category as BannerTargetCategory, Number(fatherId));
              }}
            >
              <option value="" disabled>
                {t.pick}
              </option>
              {pageSections.map((section) => (
                <optgroup key={section} label={sectionLabels[sectionKindFromWire(section)]}>
                  {choices.pages
                    .filter((page) => page.category === section)
                    .map((page) => (
                      <option key={page.id} value={`${section}:${page.id}`}>
                        {labelOf(page)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          )}
        </FormField>
      )}
      {opens?.kind === 'news' && (
        <NewsTarget
          id={id}
          chosen={opens.fatherId}
          recent={choices.news}
          problem={problem}
          onPick={(newsId) => pick('news', newsId)}
        />
      )}
    </div>
  );
}

/** The news item a slide opens: the latest published ones, or those whose title has the words searched. */
function NewsTarget({
  id,
  chosen,
  recent,
  problem,
  onPick,
}: {
  id: string;
  chosen: number | null;
  recent: BannerChoices['news'];
  problem: string | null;
  onPick: (newsId: number) => void;
}) {
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  // The one picked from a search stays listed after the search changes.
  const [picked, setPicked] = useState<{ id: number; title: string } | null>(null);
  const found = useGetEditorialNewsListQuery(
    { q, state: 'published', page: 1, limit: searchLimit },
    { skip: !q },
  );
  const listed = q
    ? (found.data?.list ?? []).map((item) => ({ id: item.id, title: item.title }))
    : recent.map((item) => ({ id: item.id, title: labelOf(item) }));
  const chosenTitle =
    [...recent, ...(picked ? [picked] : [])].find((item) => item.id === chosen)?.title ??
    (chosen === null ? null : `${t.news} ${chosen}`);
  const options =
    chosen !== null && chosenTitle && !listed.some((item) => item.id === chosen)
      ? [{ id: chosen, title: chosenTitle }, ...listed]
      : listed;
  const search = () => setQ(words.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches the news; it must not send the whole list.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  return (
    <div className="banner-target__news">
      <label className="form-label" htmlFor={`${id}-q`}>
        {t.searchNews}
      </label>
      <div className="editorial-filters__row">
        <input
          id={`${id}-q`}
          className="form-control"
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-outline-primary" onClick={search}>
          {t.searchButton}
        </button>
      </div>
      {q && found.isFetching && (
        <p className="form-text" role="status">
          {t.searching}
        </p>
      )}
      {q && found.data?.list.length === 0 && <p className="form-text">{t.noNewsFound}</p>}
      <FormField id={id} label={t.news} kind="select" problem={problem}>
        {(control) => (
          <select
            {...control}
            value={chosen ?? ''}
            onChange={(event) => {
              const newsId = Number(event.target.value);
              const item = options.find((option) => option.id === newsId);
              if (item) setPicked(item);
              onPick(newsId);
            }}
          >
            <option value="" disabled>
              {t.pick}
            </option>
            {options.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
