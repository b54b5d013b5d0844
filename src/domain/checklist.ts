/**
 * The loan checklist (spec loan-area sections 2, 3 and 5; hints in Portuguese from DECISIONS.md "Texts"): nine
 * items, all to be ticked; km numeric; next review and return dates not before yesterday. The form and
 * `POST checklist/create` apply `checkChecklist`.
 */
import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { wireDateToIso } from './loanDates';

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

const notBeforeYesterday = (iso: string | null, today: string) =>
  iso !== null && differenceInCalendarDays(parseISO(iso), addDays(parseISO(today), -1)) >= 0;

/** The first problem of a checklist (today is Brazil's, yyyy-mm-dd), or null when it can be sent. */
export function checkChecklist(
  fields: ChecklistFields,
  today: string,
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
  return null;
}
