import { displayTitle } from '../../../../domain/format';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Modal } from '../../../../components/dialogs/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { TypedDateInput } from '../../../../components/forms/TypedDateInput';
import { FormField } from '../../../../components/forms/FormField';
import { checklistKindFor, checklistLimits } from '../../../../domain/checklist';
import { dateMask } from '../../../../domain/loanDates';
import { todayInBrazil } from '../../../../domain/brazilTime';
import type { HandoverLoan } from '../../../../domain/handover';
import { useCreateChecklistMutation } from '../../handoverApi';
import { handoverTexts as t } from '../handoverTexts';
import { serverProblemOf } from '../serverProblem';
import { ChecklistItemsField } from './ChecklistItemsField';
import { ChecklistPhotos } from './ChecklistPhotos';
import {
  blockedKmKeys,
  checklistBodyOf,
  checklistLoanOf,
  emptyChecklistDraft,
  problemOf,
  type ChecklistDraft,
} from './checklistDraft';
import { useChecklistPhotos } from './useChecklistPhotos';

type DateField = 'nextReviewDate' | 'returnDate';

/**
 * 'Fazer Checklist' (spec loan-area sections 2 and 5): the nine items, km (digits only; the e, signs and points of a
 * number input are blocked), the next review and return dates typed dd/mm/yyyy, notes, photos. Enviar is muted and
 * does nothing until `checkChecklist` passes (against the loan too: its start, pickup day and delivery km) and every
 * photo is sent; the first missing thing is said under it. A field's own message shows once it is filled in.
 */
export function ChecklistDialog({
  loan,
  onClose,
  onSent,
}: {
  loan: HandoverLoan;
  onClose: () => void;
  onSent: () => void;
}) {
  const idPrefix = useId();
  const [draft, setDraft] = useState<ChecklistDraft>(emptyChecklistDraft);
  const photos = useChecklistPhotos();
  const [create, { isLoading: sending }] = useCreateChecklistMutation();
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const today = todayInBrazil(new Date());
  const problem = problemOf(draft, photos.files, today, checklistLoanOf(loan));
  const ready = problem === null && !photos.uploading;
  const kind = checklistKindFor(loan.status) ?? '';
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const change = (changes: Partial<ChecklistDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const fieldProblem = (field: 'km' | DateField) => {
    if (problem?.field !== field) return null;
    if (field === 'km') return draft.km === '' ? null : problem.message;
    return draft[field].length === dateMask.length ? problem.message : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSendProblem(null);
    try {
      await create(checklistBodyOf(loan.id, draft, photos.files)).unwrap();
      onSent();
    } catch (error) {
      setSendProblem(serverProblemOf(error));
    }
  };

  const blockKmKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blockedKmKeys.has(event.key)) event.preventDefault();
  };

  const dateField = (field: DateField) => (
    <FormField
      id={idOf(field)}
      label={field === 'nextReviewDate' ? t.nextReviewDate : t.returnDate}
      problem={fieldProblem(field)}
    >
      {(control) => (
        <TypedDateInput
          control={control}
          name={field}
          value={draft[field]}
          onChange={(value) => change({ [field]: value })}
        />
      )}
    </FormField>
  );

  const waitingId = idOf('waiting');
  const titleId = idOf('title');
  return (
    <Modal
      show
      onHide={sending ? () => {} : onClose}
      size="lg"
      fullscreen="sm-down"
      scrollable
      backdrop="static"
      aria-labelledby={titleId}
    >
      <form className="checklist-form" noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton={!sending} closeLabel={t.close}>
          <Modal.Title as="h2" className="handover-modal__title" id={titleId}>
            {t.checklistFormTitle(kind, loan.number)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="checklist-form__vehicle">
            {[displayTitle(loan.car_frotum?.title ?? ''), loan.car_frotum?.placa, loan.car_frotum?.frota]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ChecklistItemsField
            idPrefix={idPrefix}
            checked={draft.checklist}
            onChange={(checklist) => change({ checklist })}
          />
          <div className="checklist-form__fields">
            <FormField id={idOf('km')} label={t.km} problem={fieldProblem('km')}>
              {(control) => (
                <input
                  {...control}
                  name="km"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={String(checklistLimits.kmMax).length}
                  value={draft.km}
                  onKeyDown={blockKmKey}
                  // A paste can still bring other characters: only the digits are kept.
                  onChange={(event) => change({ km: event.target.value.replace(/\D/g, '') })}
                />
              )}
            </FormField>
            {dateField('nextReviewDate')}
            {dateField('returnDate')}
          </div>
          <FormField id={idOf('notes')} label={t.notes}>
            {(control) => (
              <>
                <textarea
                  {...control}
                  aria-describedby={idOf('notes-counter')}
                  name="notes"
                  rows={3}
                  maxLength={checklistLimits.notesMax}
                  value={draft.notes}
                  onChange={(event) => change({ notes: event.target.value })}
                />
                <div id={idOf('notes-counter')} className="checklist-form__counter">
                  {t.counter(draft.notes.length, checklistLimits.notesMax)}
                </div>
              </>
            )}
          </FormField>
          <ChecklistPhotos
            id={idOf('photos')}
            photos={photos.photos}
            refused={photos.refused}
            onAdd={photos.add}
            onRemove={photos.remove}
          />
          {sendProblem && (
            <p className="handover-dialog__problem" role="alert">
              {sendProblem}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer className="checklist-form__footer">
          {!ready && (
            <p id={waitingId} className="checklist-form__waiting">
              {problem?.message ?? t.photosUploading}
            </p>
          )}
          <button type="button" className="btn btn-outline-secondary" disabled={sending} onClick={onClose}>
            {t.cancelForm}
          </button>
          <button
            type="submit"
            className={`btn ${ready ? 'btn-primary' : 'btn-secondary'} checklist-form__send`}
            aria-disabled={!ready || sending || undefined}
            aria-describedby={ready ? undefined : waitingId}
          >
            {sending ? (
              <>
                <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t.sending}
              </>
            ) : (
              t.send
            )}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
