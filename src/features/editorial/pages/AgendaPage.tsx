import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { agendaDaysOf } from '../desk/agendaDays';
import { EditorialFrame } from '../EditorialFrame';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetEditorialNewsListQuery } from '../editorialApi';
import { editorialTexts } from '../editorialTexts';
import { useMayPublish } from '../useMayPublish';

const t = editorialTexts.agenda;
/** A press office's week of embargoes fits many times over; past it, the desk's filter lists them all. */
const shownMax = 100;

/**
 * /redacao/agenda: the news scheduled to go out, by day and time on Brasília's clock, each a link to its editor and
 * to its preview. What the press office checks before a launch week.
 */
export default function AgendaPage() {
  const mayPublish = useMayPublish();
  const query = useGetEditorialNewsListQuery(
    { state: 'scheduled', limit: shownMax },
    { skip: !mayPublish, refetchOnMountOrArgChange: true },
  );
  const { data } = query;
  let content;
  if (query.isLoading) content = <EditorialLoading />;
  else if (query.isError || !data)
    content = <EditorialLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0) content = <p className="editorial-page__status">{t.empty}</p>;
  else
    content = (
      <>
        {agendaDaysOf(data.list).map((day) => (
          <section key={day.day} className="editorial-agenda__day" aria-labelledby={`agenda-${day.day}`}>
            <h2 id={`agenda-${day.day}`} className="editorial-agenda__date">
              {t.day(day.weekday, day.date)}
            </h2>
            <ul className="editorial-agenda__items">
              {day.items.map(({ news, time }) => (
                <li key={news.id} className="editorial-agenda__item">
                  <time dateTime={news.publishAt ?? undefined} className="editorial-agenda__time">
                    {time}
                  </time>
                  <Link to={paths.editorial.newsItem.href(news.id)}>{news.title}</Link>
                  <a
                    className="editorial-agenda__preview"
                    href={news.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t.preview}: ${news.title}`}
                  >
                    {t.preview}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {data.total > data.list.length && (
          <p className="editorial-page__status">
            {t.more(data.list.length, data.total)}{' '}
            <Link to={`${paths.editorial.news.href()}?situacao=scheduled`}>{editorialTexts.areas.news}</Link>
          </p>
        )}
      </>
    );
  return (
    <EditorialFrame title={t.heading}>
      <p className="editorial-agenda__intro">{t.intro}</p>
      {content}
    </EditorialFrame>
  );
}
