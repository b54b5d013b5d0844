import { useId, useState } from 'react';
import { FormField } from '../../../components/forms/FormField';
import { checkCancelNote } from '../../../domain/editorialEvents';
import type { EditorialEvent } from '../../../domain/editorialEventSchemas';
import { editorialNewsMessages } from '../../../domain/editorialNews';
import { isApiError } from '../../../lib/api/apiErrors';
import { editorialProblemOf } from '../editorialProblem';
import { useCancelEditorialEventMutation } from './eventsApi';
import { eventsTexts } from './eventsTexts';

const t = eventsTexts.cancel;

/**
 * 'Cancelar evento': a note to the guests (required), then a confirmation; the guests still coming are mailed the
 * note with the calendar's cancellation, and the event can't be changed any more. It is made on the event as saved:
 * saving unsaved edits first would mail the guests an update moments before the cancellation, so the confirmation
 * says they are dropped instead.
 */
export function CancelEvent({
  event,
  version,
  busy = false,
  dropsUnsaved = false,
  onCancelled,
}: {
  event: EditorialEvent;
  /** The version the editor last saved: a cancellation over someone else's save is refused (409). */
  version: number;
  /** The editor is saving: the version is about to change. */
  busy?: boolean;
  /** The editor holds edits not saved, which the cancellation drops. */
  dropsUnsaved?: boolean;
  onCancelled: (event: EditorialEvent) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, cancelling] = useCancelEditorialEventMutation();

  const ask = () => {
    const rule = checkCancelNote(note);
    setNoteProblem(rule);
    if (rule) {
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setAsking(true);
  };

  const confirm = async () => {
    setProblem(null);
    try {
      onCancelled(await cancel({ id: event.id, body: { version, note } }).unwrap());
    } catch (error) {
      setAsking(false);
      setProblem(
        isApiError(error) && error.status === 409
          ? editorialNewsMessages.conflict
          : editorialProblemOf(error),
      );
    }
  };

  return (
    <section className="editorial-event__cancel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editorial-page__heading">
        {t.heading}
      </h2>
      <FormField id={`${id}-note`} label={t.note} hint={t.noteHint} problem={noteProblem}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={note}
            onChange={(change) => {
              setNote(change.target.value);
              setNoteProblem(null);
            }}
          />
        )}
      </FormField>
      {problem && (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      )}
      {asking ? (
        <div className="alert alert-warning" role="alertdialog" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`}>
            {t.ask}
            {dropsUnsaved && ` ${t.dropsUnsaved}`}
          </p>
          <div className="editorial-actions__row">
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancelling.isLoading || busy}
              onClick={() => void confirm()}
            >
              {t.confirm}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setAsking(false)}>
              {t.keep}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={ask}>
          {t.button}
        </button>
      )}
    </section>
  );
}
