import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { EditorialState } from '../../../domain/editorialNews';
import { paths } from '../../../domain/routes';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { editorialTexts } from '../editorialTexts';
import { useGetEditorialNewsListQuery } from '../editorialApi';
import { NewsDeskFilters, type NewsDeskFilter } from '../desk/NewsDeskFilters';
import { NewsDeskTable } from '../desk/NewsDeskTable';
import { NewsPager } from '../desk/NewsPager';
import { trashedNewsOf } from '../desk/trashedNews';
import { useNewsRestore } from '../desk/useNewsRestore';
import { useMayPublish } from '../useMayPublish';

const t = editorialTexts.desk;
const pageSize = 20;
const states: readonly string[] = ['draft', 'scheduled', 'published', 'deleted'];

/**
 * /redacao: the press office's news, newest change first, a page at a time, searchable by title and narrowed by
 * state; the trash is a state of its own, where each item can be restored. The search, the state and the page live
 * in the address, so a reload or a link keeps them. Coming from 'Excluir' in the editor, it says where the item went
 * and offers 'Desfazer'.
 */
export default function NewsDeskPage() {
  const mayPublish = useMayPublish();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { restore, restoringId, view: restoreOutcome } = useNewsRestore(trashedNewsOf(location.state));
  const filter: NewsDeskFilter = {
    q: params.get('q') ?? '',
    state: states.includes(params.get('situacao') ?? '') ? (params.get('situacao') as EditorialState) : '',
  };
  const page = pageOf(params.get('pagina'));
  const query = useGetEditorialNewsListQuery(
    {
      page,
      limit: pageSize,
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.state ? { state: filter.state } : {}),
    },
    { skip: !mayPublish, refetchOnMountOrArgChange: true },
  );

  const searchOf = (next: NewsDeskFilter, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.state) search.set('situacao', next.state);
    if (nextPage > 1) search.set('pagina', String(nextPage));
    const text = search.toString();
    return { search: text ? `?${text}` : '' };
  };

  const { data } = query;
  let content;
  if (query.isLoading) content = <EditorialLoading />;
  else if (query.isError || !data)
    content = <EditorialLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0)
    content = <p className="editorial-page__status">{filter.state === 'deleted' ? t.trashEmpty : t.empty}</p>;
  else
    content = (
      <>
        <p className="editorial-page__found">{t.found(data.total)}</p>
        <NewsDeskTable list={data.list} restoringId={restoringId} onRestore={(news) => void restore(news)} />
        <NewsPager
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / data.limit))}
          linkTo={(target) => searchOf(filter, target)}
        />
      </>
    );

  return (
    <EditorialFrame title={editorialTexts.area}>
      <div className="editorial-desk__bar">
        <h2 className="editorial-page__heading">{editorialTexts.newsHeading}</h2>
        <Link className="btn btn-primary" to={paths.editorial.newNews.href()}>
          {t.newNews}
        </Link>
      </div>
      {restoreOutcome}
      <NewsDeskFilters
        key={`${filter.q}|${filter.state}`}
        filter={filter}
        onApply={(next) => void navigate(searchOf(next))}
      />
      <div aria-busy={query.isFetching || undefined}>{content}</div>
    </EditorialFrame>
  );
}

/** `?pagina=` as a page from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
