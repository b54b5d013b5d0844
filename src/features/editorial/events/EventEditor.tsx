import { useId, useState } from 'react';
import { checkEditorialEvent, type EditorialEventField } from '../../../domain/editorialEvents';
import type { EditorialEvent } from '../../../domain/editorialEventSchemas';
import { eventPeriodText } from '../../../domain/events';
import { ChangeHistory } from '../editor/ChangeHistory';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useWholeListEditor } from '../editor/useWholeListEditor';
import { CancelEvent } from './CancelEvent';
import { EventFields } from './EventFields';
import { eventBodyOf, eventFieldsOf, eventFormOf, type EventForm } from './eventForm';
import { useLazyGetEditorialEventQuery, useSaveEditorialEventMutation } from './eventsApi';
import { eventsTexts } from './eventsTexts';
import { GuestList } from './GuestList';
import { InviteGuests } from './InviteGuests';

const t = eventsTexts;

/**
 * An event's page in /redacao/eventos: its fields (saved from the version read: a 409 keeps what was typed and offers
 * 'Recarregar'), its guests and their answers, the invitations, the cancellation, and its history. An event cancelled
 * or over shows why it can't be changed, its guests and its history.
 */
export function EventEditor({ event }: { event: EditorialEvent }) {
  const id = useId();
  const fieldId = (field: EditorialEventField) => `${id}-${field}`;
  // What the server said last of the event (a save, an invitation, a cancellation): its guests and history.
  const [view, setView] = useState(event);
  const [save, saving] = useSaveEditorialEventMutation();
  const [load, loading] = useLazyGetEditorialEventQuery();
  const [loadCount, setLoadCount] = useState(0);
  const busy = saving.isLoading || loading.isFetching;
  const startRead = view.start;
  const editor = useWholeListEditor({
    list: event,
    formOf: eventFormOf,
    check: (form: EventForm) =>
      checkEditorialEvent(eventFieldsOf(form), new Date(), { startIsNew: form.start !== startRead }),
    locate: () => null,
    bodyOf: eventBodyOf,
    focusIdOf: (found) => fieldId(found.field),
    save: async (body) => {
      const next = await save({ id: event.id, body }).unwrap();
      setView(next);
      return next;
    },
    load: async () => {
      const next = await load(event.id).unwrap();
      setView(next);
      setLoadCount((count) => count + 1);
      return next;
    },
    savedNotice: t.saved,
  });
  const { form, change, fieldProblem } = editor;
  const problemOf = (field: EditorialEventField) =>
    fieldProblem?.field === field ? fieldProblem.message : null;

  const state = (
    <p className="editorial-editor__state">
      {t.state}:{' '}
      <span className={`editorial-state editorial-state--event-${view.state}`}>{view.stateText}</span>
    </p>
  );

  return (
    <>
      {view.locked ? (
        <div className="editorial-event__locked">
          {state}
          <p className="alert alert-secondary">
            {view.cancelNote ? t.cancelledNote(view.cancelNote) : view.locked}
          </p>
          <h2 className="editorial-page__heading">{view.title}</h2>
          <p>
            {eventPeriodText(view.startDate, view.endDate)} · {view.location}
          </p>
        </div>
      ) : (
        <form
          className="editorial-editor editorial-event"
          noValidate
          onSubmit={(submitted) => void editor.submit(submitted)}
        >
          <div className="editorial-editor__main">
            {state}
            <EventFields
              form={form}
              change={change}
              fieldId={fieldId}
              problemOf={problemOf}
              loadKey={`${event.id}-${loadCount}`}
            />
          </div>
          <div className="editorial-editor__footer">
            <SaveOutcome
              conflict={editor.conflict}
              problem={editor.problem}
              notice={editor.notice}
              busy={busy}
              onReload={() => void editor.reload()}
            />
            <div className="editorial-actions">
              <div className="editorial-actions__row">
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {busy ? t.saving : t.save}
                </button>
              </div>
            </div>
          </div>
          {editor.leaveDialog}
        </form>
      )}
      <GuestList event={view} onChanged={view.locked ? undefined : setView} />
      {!view.locked && <InviteGuests event={view} onInvited={setView} />}
      {!view.locked && (
        <CancelEvent
          event={view}
          version={editor.saved.version}
          onCancelled={(next) => {
            setView(next);
            editor.adopt(next, eventsTexts.cancel.done);
          }}
        />
      )}
      <ChangeHistory changes={view.changes} />
    </>
  );
}
