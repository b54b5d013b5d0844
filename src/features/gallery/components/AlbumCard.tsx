import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/media/ResponsiveImage';
import type { Album } from '../../../domain/content';
import { displayTitle } from '../../../domain/format';
import { paths } from '../../../domain/routes';
import { mediaCardSizes } from '../../../components/media/mediaCardSizes';
import '../../../components/media/mediaCard.css';

function amountLabel(amount: number): string {
  return amount === 1 ? '1 item' : `${amount} itens`;
}

/** An album of the list: its cover (when it has one), title and how many media it holds, all one link. */
export function AlbumCard({ album }: { album: Album }) {
  const hasCover = Boolean(album.mediaLow || album.mediaMed || album.media);
  return (
    <li className="media-grid__item">
      <article className="gallery-album">
        <Link className="gallery-album__link" to={paths.gallery.album.href(album.id)}>
          {hasCover ? (
            <ResponsiveImage className="media-card__media" image={album} alt="" sizes={mediaCardSizes.page} />
          ) : (
            <span className="media-card__media gallery-album__no-cover" aria-hidden="true" />
          )}
          <h3 className="gallery-album__title">{displayTitle(album.title)}</h3>
        </Link>
        <p className="gallery-album__amount">{amountLabel(album.mediaAmount)}</p>
      </article>
    </li>
  );
}

export function AlbumGrid({ albums }: { albums: Album[] }) {
  return (
    <ul className="media-grid media-grid--page">
      {albums.map((album) => (
        <AlbumCard key={album.id} album={album} />
      ))}
    </ul>
  );
}
