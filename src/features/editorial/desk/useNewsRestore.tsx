import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../domain/routes';
import { useMoveEditorialNewsMutation } from '../editorialApi';
import { editorialProblemOf } from '../editorialProblem';
import { editorialTexts } from '../editorialTexts';
import type { TrashedNews } from './trashedNews';

const t = editorialTexts.desk;

type Outcome =
  | { kind: 'trashed'; item: TrashedNews }
  | { kind: 'restored'; item: TrashedNews }
  | { kind: 'problem'; message: string };

/**
 * 'Restaurar' from the desk (a row of the trash, or 'Desfazer' right after 'Excluir' in the editor) and what it
 * says: the item back as a draft with a link to open it, or the server's refusal. The outcome takes the focus, since
 * the button pressed is gone from the page once it has acted; so does the notice of a deletion made in the editor,
 * whose confirmation had the focus.
 */
export function useNewsRestore(trashed: TrashedNews | null) {
  const [move] = useMoveEditorialNewsMutation();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(trashed && { kind: 'trashed', item: trashed });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const arrivedTrashed = trashed !== null;
  useEffect(() => {
    if (arrivedTrashed) outcomeRef.current?.focus();
  }, [arrivedTrashed]);

  const restore = async (item: TrashedNews) => {
    setRestoringId(item.id);
    try {
      await move({ id: item.id, move: 'untrash', version: item.version }).unwrap();
      setOutcome({ kind: 'restored', item });
    } catch (error) {
      setOutcome({ kind: 'problem', message: editorialProblemOf(error) });
    } finally {
      setRestoringId(null);
      outcomeRef.current?.focus();
    }
  };

  const view = (
    <div ref={outcomeRef} className="editorial-desk__outcome" tabIndex={-1}>
      <div role="status">
        {outcome?.kind === 'trashed' && (
          <p className="editorial-desk__notice">
            {t.trashed(outcome.item.title)}{' '}
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={restoringId !== null}
              onClick={() => void restore(outcome.item)}
            >
              {t.undo}
            </button>
          </p>
        )}
        {outcome?.kind === 'restored' && (
          <p className="editorial-desk__notice">
            {t.restored(outcome.item.title)}{' '}
            <Link to={paths.editorial.newsItem.href(outcome.item.id)}>{t.openRestored}</Link>
          </p>
        )}
      </div>
      {outcome?.kind === 'problem' && (
        <p className="alert alert-danger" role="alert">
          {outcome.message}
        </p>
      )}
    </div>
  );

  return { restore, restoringId, view };
}
