/**
 * What the approval detail holds while the user works on it, where it starts from (the loan as backoffice left it)
 * and what it sends. Dates are kept as typed (dd/mm/yyyy) and sent as ISO dates.
 */
import { checkApproval, type ApprovalProblem } from '../../../domain/approval';
import { isoToShownDate, typedDateToIso } from '../../../domain/loanDates';
import type {
  ApprovalBody,
  FleetVehicle,
  FleetVehicleWithAgenda,
  WireLoan,
} from '../../../domain/loanSchemas';

export type ModelChoice = 'option1' | 'option2' | 'other';

export interface ApprovalDraft {
  clientTier: number | null;
  pauta: string;
  /** Only asked when the agent is blocked: null until answered. */
  unblock: boolean | null;
  justification: string;
  message: string;
  model: ModelChoice | null;
  startDate: string;
  endDate: string;
  carId: number | null;
  fleetSearch: string;
}

/** The model holding the loan's vehicle, if backoffice already chose one. */
function modelOf(loan: WireLoan): ModelChoice | null {
  if (!loan.car_frotum_id) return null;
  if (loan.option1.car_frota.some((car) => car.id === loan.car_frotum_id)) return 'option1';
  if (loan.option2.car_frota.some((car) => car.id === loan.car_frotum_id)) return 'option2';
  return 'other';
}

export function initialDraft(loan: WireLoan): ApprovalDraft {
  const model = modelOf(loan);
  return {
    clientTier: loan.clientTier ?? loan.user.tier,
    pauta: loan.description,
    unblock: null,
    justification: '',
    message: '',
    model,
    startDate: isoToShownDate(loan.startDate),
    endDate: isoToShownDate(loan.endDate),
    carId: loan.car_frotum_id,
    fleetSearch: model === 'other' ? (loan.car_frotum?.frota ?? '') : '',
  };
}

/** Picking another model drops the vehicle chosen for the previous one. */
export function changeDraft(draft: ApprovalDraft, changes: Partial<ApprovalDraft>): ApprovalDraft {
  const next = { ...draft, ...changes };
  if (changes.model !== undefined && changes.model !== draft.model) {
    next.carId = null;
    next.fleetSearch = '';
  }
  if (changes.unblock === false) next.justification = '';
  return next;
}

export const isoDatesOf = (draft: ApprovalDraft) => ({
  startDate: typedDateToIso(draft.startDate),
  endDate: typedDateToIso(draft.endDate),
});

export function problemOf(
  draft: ApprovalDraft,
  today: string,
  options: { agentBlocked: boolean; approving: boolean; reasonRequired?: boolean },
): ApprovalProblem | null {
  const { startDate, endDate } = isoDatesOf(draft);
  return checkApproval(
    {
      carId: draft.carId,
      clientTier: draft.clientTier,
      startDate: startDate ?? '',
      endDate: endDate ?? '',
      description: draft.message,
      justification: draft.unblock ? draft.justification : '',
    },
    today,
    options,
  );
}

export function approvalBodyOf(loan: WireLoan, draft: ApprovalDraft): ApprovalBody {
  const { startDate, endDate } = isoDatesOf(draft);
  return {
    idloan: loan.id,
    carId: draft.carId,
    clientTier: draft.clientTier,
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    email_agent: loan.user.email,
    description: draft.message,
    pauta: draft.pauta,
    ...(draft.unblock ? { justification: draft.justification } : {}),
  };
}

/** A model's fleet with the agenda for the period, when it is known. */
export function withAgenda(
  fleet: FleetVehicle[],
  agenda: FleetVehicleWithAgenda[] | undefined,
): (FleetVehicle & Partial<Pick<FleetVehicleWithAgenda, 'available' | 'agendaText'>>)[] {
  return fleet.map((vehicle) => {
    const known = agenda?.find((item) => item.id === vehicle.id);
    return known ? { ...vehicle, available: known.available, agendaText: known.agendaText } : vehicle;
  });
}
