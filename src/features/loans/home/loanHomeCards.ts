/**
 * Which cards /home-comodato shows a role (spec loan-area sections 2 and 6), read from the one roles table of
 * src/domain/roles.ts: the page never lists role numbers, so a change of the table changes the cards and the
 * server's answers together.
 */
import { can, type Role } from '../../../domain/roles';
import { paths } from '../../../domain/routes';
import { staffAreasOf } from '../../../domain/staffAreas';

export const loanHomeTexts = {
  title: 'Empréstimo de Veículos',
  request: 'Solicitar Empréstimo de Veículo',
  mine: 'Minhas solicitações',
  backofficeApproval: 'Aprovação Backoffice',
  managerApproval: 'Aprovação Gerencial',
  pickup: 'Retirar Veículo',
  checklist: 'Checklist: Entrega e Devolução',
  cancel: 'Cancelar Solicitação de Empréstimo de Veículos',
  fleet: 'Frota',
  logout: 'Logout',
  leaving: 'Saindo...',
} as const;

export type LoanHomeCardId =
  'request' | 'mine' | 'approval' | 'adminApproval' | 'pickup' | 'checklist' | 'cancel' | 'fleet';

export interface LoanHomeLink {
  id: LoanHomeCardId;
  title: string;
  to: string;
}

/** The cards that lead to a screen, in the spec's order; Logout, for everyone, is the page's own. */
export function loanHomeLinks(role: Role): LoanHomeLink[] {
  const t = loanHomeTexts;
  const links: LoanHomeLink[] = [];
  if (can(role, 'requestLoan'))
    links.push({ id: 'request', title: t.request, to: paths.loans.request.href() });
  // Every loan of the requester in every status, with its history: where the e-mails lead.
  if (can(role, 'requestLoan')) links.push({ id: 'mine', title: t.mine, to: paths.loans.mine.href() });
  // Managers (2 and 3) see their view by right; everyone else with a Backoffice view sees that one.
  const managerView = can(role, 'approveAsManager');
  if (managerView || can(role, 'approveAsBackoffice'))
    links.push({
      id: 'approval',
      title: managerView ? t.managerApproval : t.backofficeApproval,
      to: paths.loans.approvals.href(),
    });
  // The administrator's extra card: the manager view that only the admin flag opens.
  if (!managerView && can(role, 'approveAsManager', { adminFlag: true }))
    links.push({
      id: 'adminApproval',
      title: t.managerApproval,
      to: paths.loans.approvals.href({ admin: true }),
    });
  if (can(role, 'pickup')) links.push({ id: 'pickup', title: t.pickup, to: paths.loans.pickup.href() });
  if (can(role, 'checklist'))
    links.push({ id: 'checklist', title: t.checklist, to: paths.loans.checklist.href() });
  if (can(role, 'cancelCard'))
    links.push({ id: 'cancel', title: t.cancel, to: paths.loans.cancellations.href() });
  // The vehicles lent here are managed in a staff area of /redacao; whoever has that area finds it here too.
  const fleet = staffAreasOf(role).find((area) => area.key === 'fleet');
  if (fleet) links.push({ id: 'fleet', title: t.fleet, to: fleet.to });
  return links;
}
