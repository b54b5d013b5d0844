import { useNavigate, useSearchParams } from 'react-router-dom';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { NewsPager } from '../desk/NewsPager';
import { editorialTexts } from '../editorialTexts';
import { PeopleSearch } from '../people/PeopleSearch';
import { PeopleTable } from '../people/PeopleTable';
import { useGetPeopleQuery } from '../people/peopleApi';
import { peopleTexts as t } from '../people/peopleTexts';
import { useCan } from '../useMayPublish';
import '../people/people.scss';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * /redacao/pessoas: every account, by name, a page at a time, searched by name, e-mail or CPF. The search and the
 * page live in the address, so a reload or a link keeps them.
 */
export default function PeopleDeskPage() {
  const allowed = useCan('managePeople');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('pagina'));
  const query = useGetPeopleQuery(
    { page, ...(q ? { q } : {}) },
    { skip: !allowed, refetchOnMountOrArgChange: true },
  );
  const searchOf = (words: string, nextPage = 1) => {
    const search = new URLSearchParams();
    if (words) search.set('q', words);
    if (nextPage > 1) search.set('pagina', String(nextPage));
    const text = search.toString();
    return { search: text ? `?${text}` : '' };
  };

  const { data } = query;
  let content;
  if (query.isLoading) content = <EditorialLoading />;
  else if (query.isError || !data)
    content = <EditorialLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (data.items.length === 0) content = <p className="editorial-page__status">{t.empty}</p>;
  else
    content = (
      <>
        <p className="editorial-page__found">{t.found(data.total)}</p>
        <PeopleTable items={data.items} />
        <NewsPager
          page={data.page}
          pageCount={data.pageCount}
          label={t.pagerLabel}
          linkTo={(target) => searchOf(q, target)}
        />
      </>
    );

  return (
    <EditorialFrame title={editorialTexts.areas.people} capability="managePeople">
      <PeopleSearch key={q} q={q} onApply={(words) => void navigate(searchOf(words))} />
      {content}
    </EditorialFrame>
  );
}
