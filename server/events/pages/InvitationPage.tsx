/**
 * The invitation as its e-mail's link opens it, with the answer form. Opening it changes nothing (mail scanners
 * open links too); the event's description is shown as plain text.
 */
import { eventAgendaMaxLength, eventTexts } from '../../../src/domain/events';
import { eventLinkLabels } from '../eventMail';
import type { EventRow, GuestRow } from '../eventShape';
import { plainTextOfHtml } from '../eventText';
import { InvitationFacts } from './InvitationFacts';
import { AreaLink, InvitationFrame } from './InvitationFrame';
import type { AnswerWord } from '../invitationLinks';
import { invitationPageTexts } from './invitationPageTexts';

export interface InvitationPageProps {
  event: EventRow;
  guest: GuestRow;
  /** The form's address: the page's own, with the link's expiry and signature. */
  action: string;
  /** The answer the guest's link chose, shown first and filled. */
  chosen: AnswerWord;
  areaUrl: string;
  /** Why the invitation can't be answered (answered already, over, begun), or a problem with what was sent. */
  notice?: string | null;
  /** Whether the form is offered: not when the notice says the invitation can't be answered at all. */
  answerable: boolean;
  agenda?: string;
}

function About({ description }: { description: string }) {
  const text = plainTextOfHtml(description);
  if (!text) return null;
  return (
    <div className="about">
      {text.split('\n\n').map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * The answer the link chose comes first and filled, under the site's confirmation question (the page is the
 * confirmation: the link itself answers nothing); the other stays at hand, outlined.
 */
function AnswerForm({ action, chosen, agenda }: Pick<InvitationPageProps, 'action' | 'chosen' | 'agenda'>) {
  const refusing = chosen === 'recusar';
  const accept = <AnswerButton key="accept" answer="aceitar" chosen={!refusing} />;
  const refuse = <AnswerButton key="refuse" answer="recusar" chosen={refusing} />;
  return (
    <form method="post" action={action}>
      <label htmlFor="pauta">{invitationPageTexts.agendaLabel}</label>
      <textarea
        id="pauta"
        name="pauta"
        maxLength={eventAgendaMaxLength}
        placeholder={eventTexts.agendaPlaceholder}
        defaultValue={agenda ?? ''}
      />
      <p className="question">{refusing ? eventTexts.refuseConfirm : eventTexts.acceptConfirm}</p>
      <div className="answers">{refusing ? [refuse, accept] : [accept, refuse]}</div>
    </form>
  );
}

/** One of the two answers: the chosen one filled, the other outlined; refusing in the refusal colour. */
function AnswerButton({ answer, chosen }: { answer: 'aceitar' | 'recusar'; chosen: boolean }) {
  const refusal = answer === 'recusar';
  const className = ['button', refusal && 'refuse', !chosen && 'outline'].filter(Boolean).join(' ');
  return (
    <button className={className} type="submit" name="resposta" value={answer}>
      {refusal ? eventLinkLabels.refuse : eventLinkLabels.accept}
    </button>
  );
}

export function InvitationPage(props: InvitationPageProps) {
  const { event, guest, notice } = props;
  return (
    <InvitationFrame title={event.title}>
      <h1>{event.title}</h1>
      <p className="lead">{invitationPageTexts.lead}</p>
      <InvitationFacts event={event} guest={guest} />
      <About description={event.description} />
      {notice ? (
        <div className="alert" role="alert">
          {notice}
        </div>
      ) : null}
      {props.answerable ? (
        <AnswerForm action={props.action} chosen={props.chosen} agenda={props.agenda} />
      ) : null}
      <AreaLink areaUrl={props.areaUrl} />
    </InvitationFrame>
  );
}
