import { useId, useRef, useState } from 'react';
import { Modal } from '../../components/dialogs/Modal';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/auth/authSlice';
import { ContentBlocks } from '../../components/content/ContentBlocks';
import { SafeHtml } from '../../components/content/SafeHtml';
import type { WireEvent } from '../../domain/eventSchemas';
import {
  checkEventAnswer,
  eventMessages,
  eventPeriodText,
  eventTexts,
  guestStatus,
  hasEventStarted,
  type EventAnswer,
} from '../../domain/events';
import { AddToCalendarButton } from './AddToCalendarButton';
import { AgendaAnswerForm } from './AgendaAnswerForm';
import { AnsweredNote } from './AnsweredNote';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useAnswerEventMutation } from './eventsApi';
import { eventsPageTexts as t } from './eventsPageTexts';
import { guestAnswerOf } from './guestAnswer';
import { serverProblemOf } from './serverProblem';

export interface EventDetailsDialogProps {
  /** The event shown; kept while the dialog fades out. */
  event: WireEvent | null;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
  /** The server took the answer: the event as it now stands. */
  onAnswered: (event: WireEvent) => void;
}

/** An event's details (spec loan-area section 2, "A details modal per event"), opened from its card. */
export function EventDetailsDialog({ event, show, onClose, onExited, onAnswered }: EventDetailsDialogProps) {
  const id = useId();
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      size="lg"
      scrollable
      className="event-dialog"
      aria-labelledby={`${id}-title`}
    >
      {event && (
        <EventDetails
          key={event.id}
          event={event}
          titleId={`${id}-title`}
          onAnswered={onAnswered}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/**
 * What the dialog holds: the event, then its answer. An open invitation of an event ahead takes an answer, asked
 * again in a confirmation and checked by the answer rule (src/domain/events.ts) before it is posted; a refusal, the
 * rule's or the server's (a 409 when the guest answered by e-mail meanwhile), shows here and the typed text stays.
 */
function EventDetails({
  event,
  titleId,
  onAnswered,
  onClose,
}: {
  event: WireEvent;
  titleId: string;
  onAnswered: (event: WireEvent) => void;
  onClose: () => void;
}) {
  const userId = useAppSelector(selectUser)?.id;
  const [answerEvent, { isLoading: busy }] = useAnswerEventMutation();
  const [agenda, setAgenda] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<EventAnswer | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // The buttons that opened the confirmation are gone once the answer is taken: focus goes to the outcome instead.
  const focusOutcome = useRef(false);

  const answer = guestAnswerOf(event);
  const open = answer?.status === guestStatus.invited && !event.isOld;
  // Under way but not over: still in the upcoming tab, too late to answer.
  const started = open && hasEventStarted(event.startDate, new Date());
  const answerable = open && !started;
  const refusalNow = () =>
    answer
      ? checkEventAnswer(
          {
            status: answer.status,
            startDate: event.startDate,
            endDate: event.endDate,
            description: agenda.trim(),
          },
          new Date(),
        )
      : null;

  const ask = (which: EventAnswer) => {
    const refusal = refusalNow();
    setProblem(refusal);
    if (!refusal) setAsking(which);
  };

  const send = async () => {
    if (!asking || userId === undefined) return;
    const refusal = refusalNow();
    if (refusal) {
      setProblem(refusal);
      setAsking(null);
      return;
    }
    try {
      const result = await answerEvent({
        answer: asking,
        body: { eventId: event.id, userId, description: agenda.trim() },
      }).unwrap();
      focusOutcome.current = true;
      setOutcome(asking === 'accept' ? eventTexts.accepted : eventTexts.refused);
      setAsking(null);
      onAnswered(result.event);
    } catch (error) {
      setProblem(serverProblemOf(error));
      setAsking(null);
    }
  };

  return (
    <>
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title as="h2" id={titleId} className="event-dialog__title">
          {event.title}
        </Modal.Title>
      </Modal.Header>
      {/* Scrollable on a phone: focusable and named, so a keyboard reaches and scrolls it (WCAG 2.1.1). */}
      <Modal.Body
        tabIndex={0}
        role="region"
        aria-label={t.details(event.title)}
        className="event-dialog__body"
      >
        <dl className="event-dialog__facts">
          <div>
            <dt>{t.period}</dt>
            <dd>{eventPeriodText(event.startDate, event.endDate)}</dd>
          </div>
          {event.location && (
            <div>
              <dt>{t.place}</dt>
              <dd>{event.location}</dd>
            </div>
          )}
          {answer && (
            <div>
              <dt>{t.status}</dt>
              <dd>
                <span className={`event-status event-status--${answer.status}`}>
                  {eventTexts.statusLabel[answer.status]}
                </span>
              </dd>
            </div>
          )}
        </dl>
        <SafeHtml html={event.description} className="event-dialog__description content-prose" />
        <ContentBlocks
          templates={event.templates}
          pageTitle={event.title}
          sizes="(min-width: 992px) 766px, calc(100vw - 2rem)"
        />
        <p ref={outcomeRef} tabIndex={-1} role="status" className="event-dialog__outcome">
          {outcome}
        </p>
        {answerable && (
          <AgendaAnswerForm
            agenda={agenda}
            onAgendaChange={setAgenda}
            problem={problem}
            busy={busy}
            onAnswer={ask}
          />
        )}
        {started && <p className="event-answered__locked">{eventMessages.started}</p>}
        {answer && <AnsweredNote answer={answer} isOld={event.isOld} />}
      </Modal.Body>
      <Modal.Footer className="event-dialog__footer">
        {/* A past or refused event has no place in the guest's calendar. */}
        {!event.isOld && answer?.status !== guestStatus.refused && <AddToCalendarButton eventId={event.id} />}
        <button type="button" className="btn btn-outline-secondary event-dialog__close" onClick={onClose}>
          {t.close}
        </button>
      </Modal.Footer>
      <ConfirmDialog
        show={asking !== null}
        stacked
        title={t.confirmTitle}
        question={asking === 'reject' ? eventTexts.refuseConfirm : eventTexts.acceptConfirm}
        busy={busy}
        onConfirm={() => void send()}
        onClose={() => setAsking(null)}
        onExited={() => {
          if (!focusOutcome.current) return;
          focusOutcome.current = false;
          outcomeRef.current?.focus();
        }}
      />
    </>
  );
}
