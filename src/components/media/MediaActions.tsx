import { favoriteOfMedia } from '../../domain/favorites';
import { DownloadMenu } from './download/DownloadMenu';
import { downloadChoicesOf } from './download/downloadChoices';
import { FavoriteButton } from './FavoriteButton';
import { isVideoItem, type Enlarger, type MediaItem } from './mediaItem';
import { useDownloadTerms } from './download/useDownloadTerms';
import { EnlargeIcon } from './actionIcons';
import { displayTitle } from '../../domain/format';
import './mediaActions.css';

export interface MediaActionsProps {
  item: MediaItem;
  /** Opens the lightbox at this item (photos only): from useMediaLightbox's `enlargerOf(item)`. */
  enlarger?: Enlarger;
  /** Under a card on the page, or in the lightbox's dark toolbar. */
  tone?: 'page' | 'lightbox';
  className?: string;
}

/**
 * What a visitor can do with one photo or video, wherever it is shown: 'Ampliar' (a photo, in the lightbox),
 * 'Baixar' at a chosen size (after the download terms, once) and 'Favoritar'. A video plays in its own card.
 */
export function MediaActions({ item, enlarger, tone = 'page', className }: MediaActionsProps) {
  const { requestDownload, dialog, refusal } = useDownloadTerms();
  const choices = downloadChoicesOf(item);
  const enlarge = enlarger && !isVideoItem(item) ? enlarger : undefined;
  return (
    <div
      className={['media-actions', `media-actions--${tone}`, className].filter(Boolean).join(' ')}
      role="group"
      aria-label={`Ações: ${item.title}`}
    >
      {enlarge && (
        <button
          type="button"
          className="media-actions__button"
          // The names carry the title for screen readers listing buttons out of context; as aria-label, since
          // Chromium spaces out a visually hidden span's text ('Ampliar : título').
          aria-label={`Ampliar: ${displayTitle(item.title)}`}
          onClick={(event) => enlarge.open(event.currentTarget)}
          onPointerEnter={enlarge.preload}
          onFocus={enlarge.preload}
        >
          <EnlargeIcon />
          <span className="media-actions__label">Ampliar</span>
        </button>
      )}
      {choices.length > 0 && <DownloadMenu choices={choices} title={item.title} onChoose={requestDownload} />}
      <FavoriteButton title={item.title} favoriteOf={(contentLink) => favoriteOfMedia(item, contentLink)} />
      {dialog}
      {refusal}
    </div>
  );
}
