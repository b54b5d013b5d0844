/**
 * The handover follows the booking (DECISIONS.md "The loan workflow"): a car is picked up from the day before the
 * loan's start to its end date, and only once its delivery checklist ('Entrega') is recorded. /retirar applies
 * `checkPickup` to say why a card can't be picked up yet; `POST lendingcontract/checkout` refuses the same (409).
 * The pickup and checklist lists carry `HandoverLoan`: the loan as listed, plus who recorded the delivery checklist
 * and who handed the car over, and when.
 */
import { addDays, format, parseISO } from 'date-fns';
import { Type, type Static } from 'typebox';
import { isoToShownDate } from './loanDates';
import { WireLoan } from './loanSchemas';

export const handoverRuleMessages = {
  deliveryChecklistFirst: 'Registre o checklist de entrega antes da retirada.',
  outsideWindow: (from: string, until: string) =>
    `A retirada deste veículo é possível de ${from} a ${until}.`,
} as const;

/** yyyy-mm-dd `days` after `iso`. */
export const isoDaysAfter = (iso: string, days: number) => format(addDays(parseISO(iso), days), 'yyyy-MM-dd');

/**
 * The days a loan's car may be picked up, yyyy-mm-dd: from the day before its start (staff hand cars over the
 * evening before) to its end date.
 */
export const pickupWindow = (loan: { startDate: string; endDate: string }) => ({
  from: isoDaysAfter(loan.startDate, -1),
  until: loan.endDate,
});

export interface PickupFacts {
  startDate: string;
  endDate: string;
  /** Whether the delivery checklist is recorded. */
  delivered: boolean;
}

/** Why the car of an approved loan can't be picked up today (Brazil's, yyyy-mm-dd), or null when it can. */
export function checkPickup(loan: PickupFacts, today: string): string | null {
  const window = pickupWindow(loan);
  if (today < window.from || today > window.until)
    return handoverRuleMessages.outsideWindow(isoToShownDate(window.from), isoToShownDate(window.until));
  if (!loan.delivered) return handoverRuleMessages.deliveryChecklistFirst;
  return null;
}

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** What /retirar and /checklist show besides the listed loan (whose `driver` they show too). */
export const HandoverFacts = Type.Object({
  /** The delivery checklist, once recorded: when (ISO time), who recorded it, its km ('' and null when unknown). */
  delivery: Nullable(Type.Object({ at: Type.String(), by: Type.String(), km: Nullable(Type.Integer()) })),
  /** The pickup, once done: when (ISO time), Brazil's day of it (yyyy-mm-dd), and who handed the car over. */
  pickedUp: Nullable(Type.Object({ at: Type.String(), day: Type.String(), by: Type.String() })),
});
export type HandoverFacts = Static<typeof HandoverFacts>;

export const HandoverLoan = Type.Object({ ...WireLoan.properties, handover: HandoverFacts });
export type HandoverLoan = Static<typeof HandoverLoan>;

/** `GET lendingcontract/checkout` and `GET checklist/pending`. */
export const HandoverListResponse = Type.Object({ list: Type.Array(HandoverLoan) });
export type HandoverListResponse = Static<typeof HandoverListResponse>;

/** The facts of a listed loan `checkPickup` reads. */
export const pickupFactsOf = (loan: HandoverLoan): PickupFacts => ({
  startDate: loan.startDate,
  endDate: loan.endDate,
  delivered: loan.handover.delivery !== null,
});
