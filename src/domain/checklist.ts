/**
 * The loan checklist (spec loan-area sections 2, 3 and 5; hints in Portuguese from DECISIONS.md "Texts"): nine
 * items, all to be ticked; km numeric; next review and return dates not before yesterday. Against its loan (DECISIONS.md
 * "The loan workflow"): a delivery checklist's return date not before the first pickup day, a return checklist's
 * not before the pickup day, and its km not below the delivery's. The form and `POST checklist/create` apply
 * `checkChecklist`.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { isoToShownDate, wireDateToIso } from './loanDates';

export const checklistItems = [
  { id: 1, name: 'Motor', hint: 'nível do óleo ou vazamentos' },
  { id: 2, name: 'Climatização', hint: 'verificar o funcionamento' },
  { id: 3, name: 'Suspensão', hint: 'molas, amortecedores, ruídos' },
  { id: 4, name: 'Direção', hint: 'alinhamento e balanceamento' },
  { id: 5, name: 'Freios', hint: 'pastilhas, discos, ruídos, pressão do pedal, eficiência' },
  { id: 6, name: 'Parte elétrica', hint: 'faróis, setas, pisca-alerta, regulagem dos faróis' },
  { id: 7, name: 'Pneus', hint: 'rodas e pressão/estado dos pneus' },
  { id: 8, name: 'Equipamentos obrigatórios', hint: 'extintor, buzina, cintos, triângulo, estepe' },
  { id: 9, name: 'Documentação', hint: 'licenciamento e contrato de comodato' },
] as const;

export const checklistLimits = {
  /** Photos per checklist, each a private upload like the CNH picture. */
  maxPhotos: 20,
  notesMax: 2000,
  kmMax: 9_999_999,
} as const;

export type ChecklistKind = 'Entrega' | 'Devolução';

/** Which checklist a loan's status calls for (DECISIONS.md workflow), or null when none. */
export function checklistKindFor(status: number): ChecklistKind | null {
  if (status === 4) return 'Entrega';
  if (status === 7 || status === 8) return 'Devolução';
  return null;
}

export const checklistMessages = {
  itemsMissing: 'Marque os 9 itens do checklist.',
  kmInvalid: 'Informe a quilometragem (somente números).',
  nextReviewInvalid: 'Data da próxima revisão inválida',
  returnDateInvalid: 'Data de devolução inválida',
  notesLong: 'As observações podem ter no máximo 2000 caracteres.',
  tooManyPhotos: 'Envie no máximo 20 fotos.',
  kmBelowDelivery: (km: string) =>
    `A quilometragem da devolução não pode ser menor que a da entrega (${km} km).`,
  returnBeforePickup: (day: string) => `A data de devolução não pode ser anterior à retirada (${day}).`,
  returnBeforeLoan: (day: string) =>
    `A data de devolução não pode ser anterior a ${day}, primeiro dia possível de retirada.`,
  sentTitle: 'Checklist Enviado!',
  sent: 'Checklist enviado com sucesso!',
  addPhoto: 'Adicionar Foto',
  doChecklist: 'Fazer Checklist',
  empty: 'Nenhum item encontrado',
} as const;

/** A km value as typed: digits only (the spec blocks the letter e of number inputs). */
export const isKm = (value: string) => /^\d{1,7}$/.test(value.trim());

export interface ChecklistFields {
  checklist: number[];
  km: string;
  nextReviewDate: string;
  returnDate: string;
  notes: string;
  files: string[];
}

export type ChecklistField = keyof ChecklistFields;

/** The loan a checklist is for, as far as its rules go. */
export interface ChecklistLoan {
  kind: ChecklistKind;
  /** The loan's start, yyyy-mm-dd: a delivery checklist's return date is not before the day before it. */
  startDate: string;
  /** Brazil's day of the pickup (yyyy-mm-dd), once picked up: a return is not before it. */
  pickupDay: string | null;
  /** The delivery checklist's km, once recorded: the return's is not below it. */
  deliveryKm: number | null;
}

const kmShown = (km: number) => km.toLocaleString('pt-BR');

/** The first problem of `fields` against its loan's handover, or null. */
function checkAgainstLoan(
  fields: ChecklistFields,
  loan: ChecklistLoan,
): { field: ChecklistField; message: string } | null {
  const m = checklistMessages;
  const returnDate = wireDateToIso(fields.returnDate)!;
  if (loan.kind === 'Entrega') {
    const firstPickupDay = format(addDays(parseISO(loan.startDate), -1), 'yyyy-MM-dd');
    if (returnDate < firstPickupDay)
      return { field: 'returnDate', message: m.returnBeforeLoan(isoToShownDate(firstPickupDay)) };
    return null;
  }
  if (loan.deliveryKm !== null && Number(fields.km.trim()) < loan.deliveryKm)
    return { field: 'km', message: m.kmBelowDelivery(kmShown(loan.deliveryKm)) };
  if (loan.pickupDay !== null && returnDate < loan.pickupDay)
    return { field: 'returnDate', message: m.returnBeforePickup(isoToShownDate(loan.pickupDay)) };
  return null;
}

const notBeforeYesterday = (iso: string | null, today: string) =>
  iso !== null && differenceInCalendarDays(parseISO(iso), addDays(parseISO(today), -1)) >= 0;

/**
 * The first problem of a checklist (today is Brazil's, yyyy-mm-dd), or null when it can be sent; with `loan`, its
 * rules against that loan's handover too.
 */
export function checkChecklist(
  fields: ChecklistFields,
  today: string,
  loan?: ChecklistLoan,
): { field: ChecklistField; message: string } | null {
  const m = checklistMessages;
  const ticked = new Set(fields.checklist);
  if (!checklistItems.every((item) => ticked.has(item.id)) || ticked.size !== checklistItems.length)
    return { field: 'checklist', message: m.itemsMissing };
  if (!isKm(fields.km)) return { field: 'km', message: m.kmInvalid };
  if (!notBeforeYesterday(wireDateToIso(fields.nextReviewDate), today))
    return { field: 'nextReviewDate', message: m.nextReviewInvalid };
  if (!notBeforeYesterday(wireDateToIso(fields.returnDate), today))
    return { field: 'returnDate', message: m.returnDateInvalid };
  if (fields.notes.length > checklistLimits.notesMax) return { field: 'notes', message: m.notesLong };
  if (fields.files.length > checklistLimits.maxPhotos) return { field: 'files', message: m.tooManyPhotos };
  return loan ? checkAgainstLoan(fields, loan) : null;
}
