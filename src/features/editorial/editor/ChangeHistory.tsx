import type { EditorialChange } from '../../../domain/editorialSchemas';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { editorialTexts } from '../editorialTexts';

const t = editorialTexts.history;

/** Every recorded change of the item, newest first as the server lists them: when, who, what, and the fields saved. */
export function ChangeHistory({ changes }: { changes: EditorialChange[] }) {
  return (
    <section className="editorial-history" aria-labelledby="editorial-history-title">
      <h2 id="editorial-history-title" className="editorial-page__heading">
        {t.heading}
      </h2>
      {changes.length === 0 ? (
        <p className="editorial-fieldset__empty">{t.empty}</p>
      ) : (
        <ol className="editorial-history__list">
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className="editorial-history__item">
              <time dateTime={change.at} className="editorial-history__when">
                {brazilDateTimeText(change.at)}
              </time>{' '}
              <span className="editorial-history__who">{change.who}</span> <span>{change.actionText}</span>
              {change.fields.length > 0 && (
                <span className="editorial-history__fields">
                  {' '}
                  ({t.fields}: {change.fields.join(', ')})
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
