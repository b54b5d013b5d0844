import { editorialProblemOf } from './editorialProblem';
import { editorialTexts } from './editorialTexts';

/** What a staff screen shows while its item or list is read: said to a screen reader too. */
export function EditorialLoading() {
  return (
    <p className="editorial-page__status" role="status">
      {editorialTexts.loading}
    </p>
  );
}

/** A read that failed: the server's words for a refusal (or that it failed), and 'Tentar novamente'. */
export function EditorialLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="editorial-page__problem" role="alert">
      <p>{editorialProblemOf(error, editorialTexts.loadFailed)}</p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
        {editorialTexts.retry}
      </button>
    </div>
  );
}
