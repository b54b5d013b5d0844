/** A listed loan's facts as the cards show them (spec loan-area section 3). */
import { isoToShownDate } from '../../../domain/loanDates';
import type { WireLoan } from '../../../domain/loanSchemas';
import { handoverTexts } from './handoverTexts';

export interface LoanFact {
  label: string;
  value: string;
}

/** 'dd/mm/yyyy a dd/mm/yyyy'. */
export const periodOf = (loan: WireLoan) =>
  handoverTexts.periodOf(isoToShownDate(loan.startDate), isoToShownDate(loan.endDate));

/** The assigned vehicle's model, else the request's first option. */
export const modelOf = (loan: WireLoan) => loan.car_frotum?.title || loan.option1.title;

/** The fleet number people know a car by; a loan without one (never listed for pickup) shows its own number. */
export const fleetOf = (loan: WireLoan) => loan.car_frotum?.frota || loan.number;

const t = handoverTexts;

/** The vehicle's facts: model, color, plate, fleet, chassis, skipping what the loan doesn't have. */
export function vehicleFacts(loan: WireLoan, which: ('model' | 'color' | 'plate' | 'fleet' | 'chassis')[]) {
  const car = loan.car_frotum;
  const values = {
    model: modelOf(loan),
    color: car?.color ?? '',
    plate: car?.placa ?? '',
    fleet: car?.frota ?? '',
    chassis: car?.chassis ?? '',
  };
  return which
    .map((key): LoanFact => ({ label: t[key], value: values[key] }))
    .filter((fact) => fact.value !== '');
}
