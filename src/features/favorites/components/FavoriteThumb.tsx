import { Thumbnail } from '../../../components/media/Thumbnail';
import { favoritePicture, type FavoriteItem } from '../../../domain/favorites';
import { mediaTypeOf } from '../../../domain/media';

export interface FavoriteThumbProps {
  item: FavoriteItem;
  className: string;
  width: number;
  height: number;
}

/**
 * A favorite's picture: its image link when that is a picture; an attachment (a PDF spec sheet) is identified by its
 * file's link, which no `<img>` can draw, so it gets a document sign instead of a broken image.
 */
export function FavoriteThumb({ item, className, width, height }: FavoriteThumbProps) {
  if (mediaTypeOf(item.imageLink) === 'image')
    return (
      <Thumbnail
        className={className}
        src={favoritePicture(item.imageLink)}
        alt=""
        sizes={`${width}px`}
        width={width}
        height={height}
      />
    );
  return (
    <span className={`${className} favorite-thumb--file`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40%" height="40%" focusable="false">
        <path
          d="M6 2h8l6 6v14H6zM14 2v6h6M9 13h8M9 17h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
