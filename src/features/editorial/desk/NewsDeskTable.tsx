import { Link } from 'react-router-dom';
import type { EditorialNewsSummary } from '../../../domain/editorialSchemas';
import { paths } from '../../../domain/routes';
import { brazilDateTimeText, brazilDayOf } from '../../../domain/brazilTime';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.desk;

/**
 * The news of the list: the title (to its editor), its state, with a schedule's moment in Brasília time, and when
 * it was last changed. In the trash, each row has its 'Restaurar'. A table from 545 px; on a phone each row stacks
 * into a block, the title over its state and date.
 */
export function NewsDeskTable({
  list,
  restoringId = null,
  onRestore,
}: {
  list: EditorialNewsSummary[];
  restoringId?: number | null;
  onRestore?: (news: EditorialNewsSummary) => void;
}) {
  return (
    <div className="editorial-table">
      <table className="table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.title}</th>
            <th scope="col">{t.columns.state}</th>
            <th scope="col">{t.columns.updated}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((news) => (
            <tr key={news.id}>
              <td>
                <Link to={paths.editorial.newsItem.href(news.id)}>{news.title}</Link>
              </td>
              <td>
                <span className={`editorial-state editorial-state--${news.state}`}>{news.stateText}</span>
                {news.state === 'scheduled' && news.publishAt && (
                  <span className="editorial-table__when">
                    {' '}
                    {t.scheduledFor(brazilDateTimeText(news.publishAt))}
                  </span>
                )}
                {news.state === 'deleted' && onRestore && (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm editorial-table__action"
                    aria-label={t.restoreItem(news.title)}
                    disabled={restoringId !== null}
                    onClick={() => onRestore(news)}
                  >
                    {t.restore}
                  </button>
                )}
              </td>
              <td>
                {/* The column's name, shown only on a phone, where the rows stack and the header is hidden. */}
                <span className="editorial-table__label">{t.columns.updated}: </span>
                {brazilDayOf(news.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
