/**
 * The pages an invitation e-mail's links open (invitationLinkRoutes.ts), in the provider pages' look (the same
 * layout and styles, idp/pages.ts): the invitation with its answer form, the answer's result, and the refusals (an
 * invalid or expired link, an answer already given, an event over). No script, nothing from another site; every
 * value is escaped, and the event's description is shown as plain text.
 */
import {
  eventAgendaMaxLength,
  eventPeriodText,
  eventTexts,
  guestStatus,
  isGuestStatus,
} from '../../src/domain/events';
import { escapeHtml, layout } from '../idp/pages';
import { eventLinkLabels } from './eventMail';
import type { EventRow, GuestRow } from './eventShape';
import { plainTextOfHtml } from './eventText';
import type { AnswerWord } from './invitationLinks';

export const invitationPageTexts = {
  lead: 'Convite da assessoria de imprensa da Aurora',
  when: 'Quando',
  where: 'Onde',
  answer: 'Sua resposta',
  agendaLabel: 'Pauta ou motivo (opcional)',
  cannotOpen: 'Não foi possível abrir o convite',
  cannotAnswer: 'Não foi possível registrar a resposta',
  toArea: 'Ver meus eventos na área logada',
  chooseAnswer: 'Escolha Confirmar presença ou Recusar convite.',
} as const;

/** Wider than the sign-in card, with the form's textarea, the facts list and the two answer buttons. */
const extraStyles = `<style>
.card{max-width:36rem}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
.facts dt{font-weight:600}
.facts dd{margin:0;overflow-wrap:anywhere}
.about p{margin:0 0 .75rem;color:#3b4656;font-size:.9375rem;white-space:pre-line}
textarea{display:block;width:100%;min-height:7rem;margin:0 0 1.125rem;padding:.5rem .75rem;border:1px solid #b8c1cc;border-radius:.375rem;font:inherit;color:inherit;background:#fff;resize:vertical}
textarea:focus{outline:3px solid rgba(11,79,138,.45);outline-offset:1px;border-color:#0b4f8a}
.answers{display:grid;gap:.75rem}
.question{margin:1rem 0 .5rem;font-weight:600}
.button.refuse{background:#8a1c24}
.button.refuse:hover{background:#6e161d}
.button.outline{background:#fff;color:#0b4f8a;border:2px solid #0b4f8a}
.button.outline:hover{background:#e8f0f8}
.button.refuse.outline{color:#8a1c24;border-color:#8a1c24}
.button.refuse.outline:hover{background:#fbeaec}
.done{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #a3cfbb;border-left:4px solid #1e6b3a;border-radius:.375rem;background:#d1e7dd;color:#0a3622}
</style>
`;

const page = (title: string, body: string) => layout(title, body, extraStyles);

const areaLink = (areaUrl: string) =>
  `<p class="secondary"><a href="${escapeHtml(areaUrl)}">${invitationPageTexts.toArea}</a></p>`;

function facts(event: EventRow, guest: GuestRow): string {
  const status = isGuestStatus(guest.status) ? guest.status : guestStatus.invited;
  return `<dl class="facts">
<dt>${invitationPageTexts.when}</dt><dd>${escapeHtml(eventPeriodText(event.startAt, event.endAt))} (horário de Brasília)</dd>
${event.location ? `<dt>${invitationPageTexts.where}</dt><dd>${escapeHtml(event.location)}</dd>\n` : ''}<dt>${invitationPageTexts.answer}</dt><dd>${escapeHtml(eventTexts.statusLabel[status])}</dd>
</dl>`;
}

function about(event: EventRow): string {
  const text = plainTextOfHtml(event.description);
  if (!text) return '';
  return `<div class="about">${text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}</div>\n`;
}

export interface InvitationPage {
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

/** The invitation as the link opens it. Opening it changes nothing: mail scanners open links too. */
export function invitationPage(view: InvitationPage): string {
  const { event, guest } = view;
  // The answer the link chose comes first and filled, under the site's confirmation question (the page is the
  // confirmation: the link itself answers nothing); the other stays at hand, outlined.
  const accept = `<button class="button${view.chosen === 'aceitar' ? '' : ' outline'}" type="submit" name="resposta" value="aceitar">${eventLinkLabels.accept}</button>`;
  const refuse = `<button class="button refuse${view.chosen === 'recusar' ? '' : ' outline'}" type="submit" name="resposta" value="recusar">${eventLinkLabels.refuse}</button>`;
  const form = view.answerable
    ? `<form method="post" action="${escapeHtml(view.action)}">
<label for="pauta">${invitationPageTexts.agendaLabel}</label>
<textarea id="pauta" name="pauta" maxlength="${eventAgendaMaxLength}" placeholder="${escapeHtml(eventTexts.agendaPlaceholder)}">${escapeHtml(view.agenda ?? '')}</textarea>
<p class="question">${view.chosen === 'recusar' ? eventTexts.refuseConfirm : eventTexts.acceptConfirm}</p>
<div class="answers">${view.chosen === 'recusar' ? refuse + accept : accept + refuse}</div>
</form>\n`
    : '';
  return page(
    event.title,
    `<h1>${escapeHtml(event.title)}</h1>
<p class="lead">${invitationPageTexts.lead}</p>
${facts(event, guest)}
${about(event)}${view.notice ? `<div class="alert" role="alert">${escapeHtml(view.notice)}</div>\n` : ''}${form}${areaLink(view.areaUrl)}`,
  );
}

/** After a recorded answer: 'Presença confirmada. Até lá!' or 'Convite recusado.'. */
export function answeredPage(event: EventRow, guest: GuestRow, areaUrl: string): string {
  const heading = guest.status === guestStatus.accepted ? eventTexts.accepted : eventTexts.refused;
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p class="done" role="status">${escapeHtml(event.title)}</p>
${facts(event, guest)}${areaLink(areaUrl)}`,
  );
}

/** A link that can't be used (invalid, expired, its invitation gone): what happened and where to go instead. */
export function linkProblemPage(message: string, areaUrl: string): string {
  return page(
    invitationPageTexts.cannotOpen,
    `<h1>${invitationPageTexts.cannotOpen}</h1>
<p class="lead">${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(areaUrl)}">${invitationPageTexts.toArea}</a>`,
  );
}
