/** A listed loan's facts as the cards show them (spec loan-area section 3). */
import { brazilDayOf, brazilTimeOf } from '../../../domain/brazilTime';
import { displayTitle } from '../../../domain/format';
import type { HandoverLoan } from '../../../domain/handover';
import { isoToShownDate } from '../../../domain/loanDates';
import type { WireLoan } from '../../../domain/loanSchemas';
import { handoverTexts } from './handoverTexts';

export interface LoanFact {
  label: string;
  value: string;
  /** A fact staff must not miss ('Bloqueado'): shown as a warning. */
  alert?: boolean;
}

/** 'dd/mm/yyyy a dd/mm/yyyy'. */
export const periodOf = (loan: WireLoan) =>
  handoverTexts.periodOf(isoToShownDate(loan.startDate), isoToShownDate(loan.endDate));

/** The assigned vehicle's model, else the request's first option. */
export const modelOf = (loan: WireLoan) => displayTitle(loan.car_frotum?.title || loan.option1.title);

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

/** The driver as /retirar and /checklist show them: name, CPF, CNH, and 'Bloqueado' with its reason when blocked. */
export function driverFacts(loan: WireLoan): LoanFact[] {
  const driver = loan.driver;
  const facts: LoanFact[] = [
    { label: t.driver, value: driver.name },
    { label: t.driverCpf, value: driver.cpf },
    { label: t.driverCnh, value: driver.cnh },
  ];
  if (!driver.isAllowed) {
    facts.push({ label: t.driverStatus, value: t.blocked, alert: true });
    if (driver.deniedReason) facts.push({ label: t.blockedReason, value: driver.deniedReason });
  }
  return facts.filter((fact) => fact.value !== '');
}

/** '20/11/2026 às 09:30, por Bruna Backoffice' (without the name when it is not known). */
const doneBy = (step: { at: string; by: string }) => {
  // Times are the newsroom's, Brazil's, whatever the browser's zone.
  const when = t.doneAt(brazilDayOf(step.at), brazilTimeOf(step.at));
  return step.by ? t.doneBy(when, step.by) : when;
};

export const kmShown = (km: number) => t.kmOf(km.toLocaleString('pt-BR'));

/** Who recorded the delivery checklist and when ('Pendente' before), and, once the car is out, who handed it over. */
export function handoverStepFacts(loan: HandoverLoan): LoanFact[] {
  const { delivery, pickedUp } = loan.handover;
  const facts: LoanFact[] = [{ label: t.deliveryChecklist, value: delivery ? doneBy(delivery) : t.pending }];
  if (delivery?.km != null) facts.push({ label: t.deliveryKm, value: kmShown(delivery.km) });
  if (pickedUp) facts.push({ label: t.pickedUpFact, value: doneBy(pickedUp) });
  return facts;
}
