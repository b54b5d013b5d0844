/**
 * What staff do to an item, and how the change history says it in Portuguese: the history stores code names (stable
 * if a text is reworded) and is read through these.
 */
import { brazilDateTimeText } from '../../src/domain/brazilTime';
import { restoredNote } from '../../src/domain/editorialRevisions';

/** What staff do to an item (only a news item is scheduled); the change's `note` holds a reason where one is asked. */
export type EditorialAction =
  | 'create'
  | 'update'
  | 'publish'
  | 'unpublish'
  | 'schedule'
  /** A draft's preview link given anew, or taken away (no version of the content is made). */
  | 'previewLinkMade'
  | 'previewLinkRevoked'
  /** 'Cancelar agendamento': the note is the moment it was scheduled for. */
  | 'unschedule'
  /** A news item's 'Excluir' (to the trash) and 'Restaurar' (out of it). */
  | 'trash'
  | 'untrash'
  /** 'Restaurar esta versão': a save of an earlier revision, whose number is the note. */
  | 'restore'
  /** 'Descartar rascunho' of a list saved whole: back to its published version. */
  | 'discard'
  | 'invite'
  | 'withdrawInvitation'
  | 'cancel'
  | 'outOfService'
  | 'backInService'
  | 'remove'
  | 'block'
  | 'unblock'
  | 'suspend'
  | 'reinstate'
  | 'export'
  | 'erase';

const actionTexts: Record<string, string> = {
  create: 'Criou',
  update: 'Salvou',
  publish: 'Publicou',
  unpublish: 'Despublicou',
  schedule: 'Agendou',
  previewLinkMade: 'Gerou um novo link de pré-visualização',
  previewLinkRevoked: 'Revogou o link de pré-visualização',
  unschedule: 'Cancelou o agendamento',
  trash: 'Enviou para a lixeira',
  untrash: 'Restaurou da lixeira',
  restore: 'Restaurou uma versão',
  discard: 'Descartou o rascunho',
  invite: 'Convidou',
  withdrawInvitation: 'Retirou o convite',
  cancel: 'Cancelou',
  outOfService: 'Tirou de serviço',
  backInService: 'Devolveu ao serviço',
  remove: 'Excluiu',
  block: 'Bloqueou',
  unblock: 'Desbloqueou',
  suspend: 'Suspendeu',
  reinstate: 'Reativou',
  export: 'Exportou os dados',
  erase: 'Apagou os dados pessoais',
};

/** The note of a publication the job queue made at its scheduled moment. */
export const scheduledNote = 'scheduled';

/**
 * Actions whose note is shown with them: the reason or justification staff gave ('Bloqueou: Devolveu com avarias'),
 * or, for an invitation and its withdrawal, who.
 */
const reasonedActions = new Set([
  'invite',
  'withdrawInvitation',
  'cancel',
  'outOfService',
  'backInService',
  'block',
  'unblock',
  'suspend',
  'erase',
]);

/** 'Agendou para 28/11/2026 09:00': a schedule's note is the moment it named. */
export function actionTextOf(action: string, note: string | null): string {
  const text = actionTexts[action] ?? action;
  if (action === 'schedule' && note) return `${text} para ${brazilDateTimeText(note)}`;
  if (action === 'unschedule' && note) return `${text} de ${brazilDateTimeText(note)}`;
  if (action === 'restore' && note) return restoredNote(Number(note));
  if (action === 'publish' && note === scheduledNote) return `${text} (publicação agendada)`;
  if (note && reasonedActions.has(action)) return `${text}: ${note}`;
  return text;
}
