import { FieldError } from '../../../components/forms/FieldError';
import { useEscapeCloses } from '../../../lib/a11y/useEscapeCloses';
import { useId, useState, type KeyboardEvent } from 'react';
import { editorialTexts } from '../editorialTexts';
import { useGetEditorialPhotosQuery } from '../editorialApi';

const t = editorialTexts.photo;

/**
 * A photo of the item (a news item's main photo, by default): the one chosen, shown, and a searchable grid of the
 * photos to choose from (newest first, `/redacao/photos`), opened only when asked so the editor does not load a page
 * of thumbnails for nothing. A page has several such fields, each named by its `legend`.
 */
export function MainPhotoField({
  mediaId,
  thumbnail,
  problem,
  legend = t.legend,
  chosenAlt = t.chosenAlt,
  onChange,
}: {
  mediaId: number | null;
  thumbnail: string | null;
  problem?: string | null;
  legend?: string;
  chosenAlt?: string;
  onChange: (photo: { mediaId: number; thumbnail: string } | null) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { buttonRef, onKeyDown } = useEscapeCloses(open, () => setOpen(false));
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <fieldset className="editorial-fieldset" aria-describedby={problemId} onKeyDown={onKeyDown}>
      <legend className="editorial-fieldset__legend">{legend}</legend>
      <div className="editorial-photo">
        {mediaId !== null && thumbnail ? (
          <img className="editorial-photo__chosen" src={thumbnail} alt={chosenAlt} />
        ) : (
          <p className="editorial-fieldset__empty">{t.none}</p>
        )}
        <div className="editorial-photo__actions">
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={open}
            aria-controls={open ? `${id}-picker` : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {mediaId === null ? t.choose : t.change}
          </button>
          {mediaId !== null && (
            <button type="button" className="btn btn-outline-secondary" onClick={() => onChange(null)}>
              {t.remove}
            </button>
          )}
        </div>
      </div>
      {open && (
        <PhotoPicker
          id={`${id}-picker`}
          chosen={mediaId === null ? [] : [mediaId]}
          onPick={(photo) => {
            onChange({ mediaId: photo.mediaId, thumbnail: photo.thumbnail });
            setOpen(false);
          }}
        />
      )}
      <FieldError id={problemId} text={problem} className="editorial-fieldset__problem" />
    </fieldset>
  );
}

/** A photo chosen in the picker: its thumbnail, and what an inline picture of the text shows (medium size, words). */
export interface PickedPhoto {
  mediaId: number;
  thumbnail: string;
  title: string;
  picture: string;
  caption: string;
  credit: string;
}

/**
 * The photos to choose from, by title; 'Mais fotos' adds the next page. Those already `chosen` are marked pressed
 * (one for a main photo, several for an album).
 */
export function PhotoPicker({
  id,
  chosen,
  onPick,
}: {
  id: string;
  chosen: readonly number[];
  onPick: (photo: PickedPhoto) => void;
}) {
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  const [pages, setPages] = useState(1);
  const search = () => {
    setQ(words.trim());
    setPages(1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches the photos; it must not send the news form around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  return (
    <div id={id} className="editorial-picker">
      <label className="form-label" htmlFor={`${id}-q`}>
        {t.search}
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
      <ul className="editorial-picker__grid">
        {Array.from({ length: pages }, (_, index) => (
          <PhotoPage key={`${q}-${index}`} q={q} page={index + 1} chosen={chosen} onPick={onPick} />
        ))}
      </ul>
      <PhotoMore q={q} pages={pages} onMore={() => setPages(pages + 1)} />
    </div>
  );
}

/** One page of the grid, each photo a button named by its title. */
function PhotoPage({
  q,
  page,
  chosen,
  onPick,
}: {
  q: string;
  page: number;
  chosen: readonly number[];
  onPick: (photo: PickedPhoto) => void;
}) {
  const { data, isLoading } = useGetEditorialPhotosQuery({ q, page });
  if (isLoading)
    return (
      <li className="editorial-picker__status" role="status">
        {editorialTexts.loading}
      </li>
    );
  if (page === 1 && data?.list.length === 0) return <li className="editorial-picker__status">{t.empty}</li>;
  return (
    <>
      {data?.list.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            className="editorial-picker__photo"
            aria-pressed={chosen.includes(photo.id)}
            aria-label={t.pick(photo.title)}
            onClick={() =>
              onPick({
                mediaId: photo.id,
                thumbnail: photo.thumbnail,
                title: photo.title,
                picture: photo.picture,
                caption: photo.caption,
                credit: photo.credit,
              })
            }
          >
            <img src={photo.thumbnail} alt="" loading="lazy" />
            <span className="editorial-picker__title">{photo.title}</span>
          </button>
        </li>
      ))}
    </>
  );
}

/** 'Mais fotos' while the pages shown hold fewer photos than the search found. */
function PhotoMore({ q, pages, onMore }: { q: string; pages: number; onMore: () => void }) {
  const { data: last } = useGetEditorialPhotosQuery({ q, page: pages });
  const { data: first } = useGetEditorialPhotosQuery({ q, page: 1 });
  // The first page's length is a full page: the photos shown so far are at most that many a page.
  const perPage = first?.list.length ?? 0;
  if (!last || last.list.length === 0 || pages * perPage >= last.total) return null;
  return (
    <button type="button" className="btn btn-outline-secondary editorial-picker__more" onClick={onMore}>
      {t.more}
    </button>
  );
}
