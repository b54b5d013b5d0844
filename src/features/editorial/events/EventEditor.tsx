import { useEffect, useId, useRef, useState } from 'react';
import {
  checkEditorialEvent,
  fieldOfEventRefusal,
  type EditorialEventField,
} from '../../../domain/editorialEvents';
import type { EditorialEvent } from '../../../domain/editorialEventSchemas';
import { eventPeriodText } from '../../../domain/events';
import { SaveOutcome } from '../editor/SaveOutcome';
import { useEditorFrame, withoutImplicitSubmit } from '../frame/useEditorFrame';
import { CancelEvent } from './CancelEvent';
import { eventFieldViews } from './eventFieldViews';
import { EventFields } from './EventFields';
import { eventBodyOf, eventFieldsOf, eventFormOf, type EventForm } from './eventForm';
import { useLazyGetEditorialEventQuery, useSaveEditorialEventMutation } from './eventsApi';
import { eventsTexts } from './eventsTexts';
import { GuestList } from './GuestList';
import { InviteGuests } from './InviteGuests';
import { EditorActionBar } from '../frame/EditorActionBar';

const t = eventsTexts;
type EventProblem = { field: EditorialEventField; message: string };

function EventState({ event }: { event: EditorialEvent }) {
  return (
    <p className="editorial-editor__state">
      {t.state}:{' '}
      <span className={`editorial-state editorial-state--event-${event.state}`}>{event.stateText}</span>
    </p>
  );
}

/**
 * An event's page in /redacao/eventos: while it can be changed, its fields in the editor frame, its guests and their
 * answers, the invitations and the cancellation; once cancelled or over, why it can't be changed and its guests.
 * Its saved versions and what happened to it ('Histórico') are the page's.
 */
export function EventEditor({ event }: { event: EditorialEvent }) {
  const [closed, setClosed] = useState<{ event: EditorialEvent; notice: string } | null>(
    event.locked ? { event, notice: '' } : null,
  );
  return closed ? (
    <ClosedEvent event={closed.event} notice={closed.notice} />
  ) : (
    <OpenEvent event={event} onCancelled={(next) => setClosed({ event: next, notice: t.cancel.done })} />
  );
}

/**
 * The fields of an event open to changes, in the editor frame (useEditorFrame.tsx). Until someone is invited nobody
 * sees the event, and it saves itself a few seconds after a change; once it has guests, a save reaches them (their
 * events page, and an e-mail when the title, the date or the place changes), so its edits are kept aside until
 * 'Salvar'. A 409 opens the conflict view; leaving with unsaved edits asks; Enter in a field saves nothing.
 */
function OpenEvent({
  event,
  onCancelled,
}: {
  event: EditorialEvent;
  onCancelled: (event: EditorialEvent) => void;
}) {
  const id = useId();
  const fieldId = (field: EditorialEventField) => `${id}-${field}`;
  // What the server said last of the event (a save, an invitation, a withdrawal): its guests and its state.
  const [view, setView] = useState(event);
  const [save] = useSaveEditorialEventMutation();
  const [load] = useLazyGetEditorialEventQuery();
  const reachesGuests = view.guests.length > 0;

  const frame = useEditorFrame<EditorialEvent, EventForm, EventProblem>({
    item: event,
    formOf: eventFormOf,
    // An event under way keeps its start; only a start typed anew must lie ahead (the server judges it so too).
    check: (form) =>
      checkEditorialEvent(eventFieldsOf(form), new Date(), { startIsNew: form.start !== view.start }),
    fieldOfRefusal: fieldOfEventRefusal,
    focusIdOf: (found) => fieldId(found.field),
    save: async (form, saved, version) => {
      const next = await save({ id: saved!.id, body: eventBodyOf(form, version) }).unwrap();
      setView(next);
      return next;
    },
    load: async (saved) => {
      const next = await load(saved.id).unwrap();
      setView(next);
      return next;
    },
    goesLive: () => reachesGuests,
    slotOf: (saved) => ({ subject: 'event', id: saved.id }),
    views: eventFieldViews,
    whose: t.whose,
    savedNotice: reachesGuests ? t.savedMailed : t.saved,
  });
  const { form, busy } = frame;

  const edit = (changes: Partial<EventForm>) => {
    form.change(changes);
    frame.setNotice('');
  };

  return (
    <>
      <form
        className="editorial-editor editorial-event"
        noValidate
        onSubmit={frame.submit}
        onKeyDown={withoutImplicitSubmit}
      >
        {frame.parts.recovery}
        <div className="editorial-editor__main">
          <EventState event={view} />
          <EventFields
            values={form.values}
            change={edit}
            latest={form.latest}
            fieldId={fieldId}
            problemOf={form.problemOf}
            loadKey={frame.loadKey}
          />
        </div>
        <div className="editorial-editor__outcome">{frame.parts.outcome}</div>
        <EditorActionBar>
          {frame.parts.status}
          <div className="editorial-actions__row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t.saving : t.save}
            </button>
          </div>
        </EditorActionBar>
      </form>
      {frame.parts.leaveDialog}
      <GuestList event={view} onChanged={setView} />
      <InviteGuests event={view} onInvited={setView} />
      <CancelEvent
        event={view}
        version={frame.saved!.version}
        busy={busy}
        dropsUnsaved={form.unsaved}
        onCancelled={onCancelled}
      />
    </>
  );
}

/** A cancelled or ended event: why it can't be changed, what it was, and its guests (their invitations stay). */
function ClosedEvent({ event, notice }: { event: EditorialEvent; notice: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Just cancelled: the button pressed is gone, so the person lands on what the event now is.
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
  return (
    <>
      <div className="editorial-event__locked">
        <EventState event={event} />
        <SaveOutcome problem={null} notice={notice} />
        <p className="alert alert-secondary">
          {event.cancelNote ? t.cancelledNote(event.cancelNote) : event.locked}
        </p>
        <h2 ref={heading} tabIndex={-1} className="editorial-page__heading">
          {event.title}
        </h2>
        <p>
          {eventPeriodText(event.startDate, event.endDate)} · {event.location}
        </p>
      </div>
      <GuestList event={event} />
    </>
  );
}
