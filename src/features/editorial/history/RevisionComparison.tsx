import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { useGetRevisionQuery, type EditedItem } from './historyApi';
import { historyTexts as t } from './historyTexts';
import { WordChanges } from '../frame/WordChanges';
import { revisionDiff } from './revisionDiff';

/** What changed from revision `from` to revision `to` of the item, field by field, words inserted and removed. */
export function RevisionComparison({
  item,
  from,
  to,
  fieldLabels = t.fields,
}: {
  item: EditedItem;
  from: number;
  to: number;
  fieldLabels?: Record<string, string>;
}) {
  const older = useGetRevisionQuery({ ...item, number: from });
  const newer = useGetRevisionQuery({ ...item, number: to });
  if (older.error || newer.error)
    return (
      <EditorialLoadFailed
        error={older.error ?? newer.error}
        onRetry={() => {
          if (older.error) void older.refetch();
          if (newer.error) void newer.refetch();
        }}
      />
    );
  if (!older.data || !newer.data) return <EditorialLoading />;
  const fields = revisionDiff(older.data.snapshot, newer.data.snapshot, t.none);
  return (
    <div className="revision-diff" aria-live="polite">
      <h4 className="revision-diff__heading">{t.changedFields(from, to)}</h4>
      {fields.length === 0 ? (
        <p>{t.noDifference}</p>
      ) : (
        <dl className="revision-diff__fields">
          {fields.map(({ field, parts }) => (
            <div key={field} className="revision-diff__field">
              <dt>{fieldLabels[field] ?? field}</dt>
              <dd>
                <p className="revision-diff__text">
                  <WordChanges changes={parts} />
                </p>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
