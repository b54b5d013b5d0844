import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import type { RevisionSummary } from '../../../domain/editorialRevisionSchemas';
import type { EditorialChange } from '../../../domain/editorialSchemas';
import { EditorialLoadFailed, EditorialLoading } from '../EditorialLoad';
import { brazilDateTimeText } from '../../../domain/brazilTime';
import { editorialProblemOf } from '../editorialProblem';
import { useGetRevisionsQuery, useRestoreRevisionMutation, type EditedItem } from './historyApi';
import { historyTexts as t } from './historyTexts';
import { RevisionComparison } from './RevisionComparison';
import './history.scss';

export interface RevisionHistoryProps {
  item: EditedItem;
  /**
   * The item's version as the server has it now, which a restore names (409 when someone saved after it); undefined
   * while it is being read, when nothing can be restored.
   */
  version: number | undefined;
  /** The list is opened: a page whose editor may have saved since it read the item reads it again here. */
  onOpen?: () => void;
  /** After a restore: the editor reads the item again and shows what was restored. */
  onRestored: (number: number) => void | Promise<void>;
  /** The item's field names in its editor's words, for the comparison (the common fields' by default). */
  fieldLabels?: Record<string, string>;
  /**
   * The item's change log as last read: its publications, schedules and withdrawals are told between the saved
   * versions, so one 'Histórico' says all that happened to the item.
   */
  changes?: EditorialChange[];
}

/** The change log's entries that are no save: a save, a creation and a restore are versions of the list. */
const savesOfTheLog = new Set(['create', 'update', 'restore']);

type Entry =
  | { kind: 'revision'; at: string; revision: RevisionSummary }
  | { kind: 'move'; at: string; change: EditorialChange };

/** The versions and the moves, newest first. */
function timelineOf(revisions: RevisionSummary[], changes: EditorialChange[]): Entry[] {
  const entries: Entry[] = [
    ...revisions.map((revision) => ({ kind: 'revision' as const, at: revision.at, revision })),
    ...changes
      .filter((change) => !savesOfTheLog.has(change.action))
      .map((change) => ({ kind: 'move' as const, at: change.at, change })),
  ];
  // Stable: entries of one moment keep the server's order, versions before the move they were saved for.
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * 'Histórico': the item's saved versions, newest first (who, when), two of them compared field by field, and
 * 'Restaurar esta versão' of any earlier one, asked once, which saves it again as a new version. Closed until asked
 * for, so an editor opened to fix a comma reads no history.
 */
export function RevisionHistory(props: RevisionHistoryProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) props.onOpen?.();
    setOpen(!open);
  };
  return (
    <section className="revision-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editorial-page__heading">
        {t.heading}
      </h2>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm revision-history__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
      >
        {open ? t.hide : t.show}
      </button>
      <div id={`${id}-panel`} hidden={!open}>
        {open && <RevisionPanel {...props} />}
      </div>
    </section>
  );
}

function RevisionPanel({ item, version, onRestored, fieldLabels, changes = [] }: RevisionHistoryProps) {
  const id = useId();
  const list = useGetRevisionsQuery(item, { refetchOnMountOrArgChange: true });
  const [restore, restoring] = useRestoreRevisionMutation();
  const [asked, setAsked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);

  if (list.error) return <EditorialLoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <EditorialLoading />;
  const revisions = list.data.revisions;
  if (revisions.length === 0) return <p className="editorial-fieldset__empty">{t.empty}</p>;

  const newest = revisions[0]!.number;
  const from = picked?.from ?? revisions[1]?.number ?? newest;
  const to = picked?.to ?? newest;

  const confirm = async () => {
    if (asked === null || version === undefined) return;
    setProblem(null);
    try {
      const made = await restore({ ...item, number: asked, version }).unwrap();
      const number = asked;
      setAsked(null);
      setPicked({ from: number, to: made.number });
      setNotice(t.restored(number));
      await onRestored(number);
    } catch (error) {
      setProblem(editorialProblemOf(error));
    }
  };

  return (
    <>
      <ol className="revision-history__list">
        {timelineOf(revisions, changes).map((entry, index) =>
          entry.kind === 'move' ? (
            <li
              key={`move-${entry.at}-${index}`}
              className="revision-history__item revision-history__item--move"
            >
              <span>{entry.change.actionText}</span>{' '}
              <span className="revision-history__who">{entry.change.who}</span>{' '}
              <time dateTime={entry.at} className="revision-history__when">
                {brazilDateTimeText(entry.at)}
              </time>
            </li>
          ) : (
            <RevisionLine
              key={entry.revision.number}
              revision={entry.revision}
              labelId={`${id}-revision-${entry.revision.number}`}
              isNewest={entry.revision.number === newest}
              canRestore={version !== undefined && !restoring.isLoading}
              onRestore={() => {
                setProblem(null);
                setAsked(entry.revision.number);
              }}
            />
          ),
        )}
      </ol>
      <p role="status" className="revision-history__notice">
        {notice}
      </p>
      {revisions.length > 1 && (
        <div className="revision-history__compare">
          <h3 className="revision-history__subheading">{t.compareHeading}</h3>
          <div className="revision-history__pickers">
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className="revision-history__picker">
                <label className="form-label" htmlFor={`${id}-${end}`}>
                  {t[end]}
                </label>
                <select
                  id={`${id}-${end}`}
                  className="form-select"
                  value={end === 'from' ? from : to}
                  onChange={(event) => {
                    const number = Number(event.target.value);
                    setPicked({ from, to, [end]: number });
                  }}
                >
                  {revisions.map((revision) => (
                    <option key={revision.number} value={revision.number}>
                      {t.revision(revision.number)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          {from === to ? (
            <p>{t.sameRevision}</p>
          ) : (
            <RevisionComparison
              item={item}
              from={Math.min(from, to)}
              to={Math.max(from, to)}
              {...(fieldLabels ? { fieldLabels } : {})}
            />
          )}
        </div>
      )}
      <ConfirmDialog
        show={asked !== null}
        title={t.restoreTitle}
        question={asked === null ? '' : t.restoreQuestion(asked)}
        busy={restoring.isLoading}
        problem={problem}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

function RevisionLine({
  revision,
  labelId,
  isNewest,
  canRestore,
  onRestore,
}: {
  revision: RevisionSummary;
  labelId: string;
  isNewest: boolean;
  canRestore: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="revision-history__item">
      <span id={labelId}>
        <strong>{t.revision(revision.number)}</strong>
        {isNewest && <span className="revision-history__current"> ({t.current})</span>}
      </span>{' '}
      <span className="revision-history__who">{revision.who}</span>{' '}
      <time dateTime={revision.at} className="revision-history__when">
        {brazilDateTimeText(revision.at)}
      </time>
      {revision.restoredFrom !== null && (
        <span className="revision-history__restored"> ({t.restoredFrom(revision.restoredFrom)})</span>
      )}
      {!isNewest && (
        <button
          type="button"
          className="btn btn-link btn-sm revision-history__restore"
          aria-describedby={labelId}
          disabled={!canRestore}
          onClick={onRestore}
        >
          {t.restore}
        </button>
      )}
    </li>
  );
}
