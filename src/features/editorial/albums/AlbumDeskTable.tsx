import { Link } from 'react-router-dom';
import type { EditorialAlbumSummary } from '../../../domain/editorialSchemas';
import { paths } from '../../../domain/routes';
import { brazilDayOf } from '../../../domain/brazilTime';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.albums;

/** The albums: cover, title (to the editor), state, how many items, last change. Rows stack on a phone. */
export function AlbumDeskTable({ list }: { list: EditorialAlbumSummary[] }) {
  if (!list.length) return <p className="editorial-page__status">{t.empty}</p>;
  return (
    <div className="editorial-table">
      <table className="table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.cover}</th>
            <th scope="col">{t.columns.title}</th>
            <th scope="col">{t.columns.state}</th>
            <th scope="col">{t.columns.amount}</th>
            <th scope="col">{t.columns.updated}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((album) => (
            <tr key={album.id}>
              <td>
                {album.cover ? (
                  <img className="editorial-album-cover" src={album.cover} alt="" width={96} height={64} />
                ) : (
                  <span className="editorial-album-cover editorial-album-cover--none" aria-hidden="true" />
                )}
              </td>
              <td>
                <Link to={paths.editorial.album.href(album.id)}>{album.title}</Link>
              </td>
              <td>
                <span className={`editorial-state editorial-state--${album.state}`}>{album.stateText}</span>
              </td>
              <td>{t.amount(album.mediaAmount)}</td>
              <td>
                {/* The column's name, shown only on a phone, where the rows stack and the header is hidden. */}
                <span className="editorial-table__label">{t.columns.updated}: </span>
                {brazilDayOf(album.updatedAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
