import type { FieldDifference } from './fieldDifferences';
import { frameTexts } from './frameTexts';
import { WordChanges } from './WordChanges';

const t = frameTexts.conflict;

/**
 * The 409 of a save made on an older version: who saved meanwhile, the fields where the two versions differ (the
 * saved one, and mine with its words added and removed against it), and the choice: keep mine as the new version,
 * or take the saved one. Nothing typed is dropped until the press officer chooses.
 */
export function ConflictView({
  savedBy,
  differences,
  busy,
  onKeepMine,
  onTakeTheirs,
}: {
  /** 'Renata Redação salvou às 14:32.', when the server says who. */
  savedBy: string | null;
  /** Null while the saved version is read. */
  differences: FieldDifference[] | null;
  busy: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <section className="alert alert-warning conflict-view" role="alert" aria-labelledby="conflict-view-title">
      <h2 id="conflict-view-title" className="conflict-view__title">
        {t.heading}
      </h2>
      {savedBy && <p>{savedBy}</p>}
      {differences === null ? (
        <p>{t.loading}</p>
      ) : differences.length === 0 ? (
        <p>{t.same}</p>
      ) : (
        <>
          <p>{t.intro}</p>
          <dl className="conflict-view__fields">
            {differences.map((difference) => (
              <div key={difference.field} className="conflict-view__field">
                <dt>{difference.label}</dt>
                <dd>
                  <span className="conflict-view__which">{t.theirs}:</span> {difference.theirs || t.empty}
                </dd>
                <dd>
                  <span className="conflict-view__which">{t.mine}:</span>{' '}
                  {difference.words ? <WordChanges changes={difference.words} /> : difference.mine || t.empty}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="conflict-view__choices">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={onKeepMine}>
          {t.keepMine}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy}
          onClick={onTakeTheirs}
        >
          {t.takeTheirs}
        </button>
      </div>
    </section>
  );
}
