/**
 * The loan request of /solicita-comodato (spec loan-area sections 2, 3, 5, 8, 9): the driver step's CNH rule, the
 * description limits, the upload limits, the messages, and `checkLoanRequest`, which the wizard and
 * `POST lendingcontract/request` both apply.
 */
import { isValidCpf } from './cpf';
import { checkLoanDates, wireDateToIso, type LoanDateProblem } from './loanDates';

export const loanRequestLimits = {
  descriptionMin: 10,
  descriptionMax: 400,
  /** CNH: 11 characters; after removing the mask's underscores it must be longer than 10. */
  cnhLength: 11,
  /** A CNH picture: images only, at most 10 MB, sent within 7 s. */
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadTimeoutMs: 7000,
  /** The wizard's content appears after this delay. */
  contentDelayMs: 200,
} as const;

export const cnhMask = '00000000000';
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const loanRequestMessages = {
  cnhImageRequired: '* Obrigatório enviar a imagem da CNH',
  descriptionHint: '*Quantidade mínima: 10 caracteres',
  agentNotFound: 'Agente não encontrado',
  agentNotFoundText: 'O condutor precisa ter RG e CPF cadastrados no perfil.',
  cpfNotRegistered: 'CPF não cadastrado.',
  rgNotRegistered: 'RG não cadastrado.',
  seeDetails: 'Ver Detalhes',
  submittedTitle: 'Solicitação Enviada!',
  submitted: 'Sua solicitação de empréstimo de veículo foi enviada com sucesso! Aguarde nosso contato.',
  notSubmitted: 'Não foi possível envia a sua solicitação',
  // Not in the spec, which left these to the form's muted button; the API answers them.
  cnhInvalid: 'CNH inválida: informe os 11 dígitos.',
  cpfInvalid: 'CPF inválido!',
  rgRequired: 'RG não cadastrado.',
  optionsRequired: 'Escolha as duas opções de veículo.',
  optionsEqual: 'Escolha dois modelos diferentes.',
  optionUnknown: 'Modelo não disponível para empréstimo.',
  descriptionShort: 'A descrição precisa ter no mínimo 10 caracteres.',
  descriptionLong: 'A descrição pode ter no máximo 400 caracteres.',
  uploadNotImage: 'Envie uma imagem (JPG, PNG, WEBP ou GIF).',
  uploadTooLarge: 'A imagem pode ter no máximo 10 MB.',
} as const;

/** The CNH rule: the mask's 11 characters, all digits. */
export function isValidCnh(value: string): boolean {
  const cleaned = value.replace(/_/g, '').trim();
  return cleaned.length > loanRequestLimits.cnhLength - 1 && /^\d{11}$/.test(cleaned);
}

/**
 * Each field's own rule, as the wizard shows it under the field and the server answers it: the message, or null.
 * The description is counted without its surrounding spaces.
 */
export const loanRequestFieldRules = {
  cpf: (cpf: string) => (isValidCpf(cpf) ? null : loanRequestMessages.cpfInvalid),
  rg: (rg: string) => (rg.trim() ? null : loanRequestMessages.rgRequired),
  cnh: (cnh: string) => (isValidCnh(cnh) ? null : loanRequestMessages.cnhInvalid),
  cnhPicture: (cnhPicture: string) => (cnhPicture.trim() ? null : loanRequestMessages.cnhImageRequired),
  description: (description: string) => {
    const length = description.trim().length;
    if (length < loanRequestLimits.descriptionMin) return loanRequestMessages.descriptionShort;
    if (length > loanRequestLimits.descriptionMax) return loanRequestMessages.descriptionLong;
    return null;
  },
} as const;

/** Whether the description is long enough for the terms to be accepted, and short enough to send. */
export function isDescriptionValid(description: string): boolean {
  return loanRequestFieldRules.description(description) === null;
}

/** `POST lendingcontract/request` as sent (spec section 3). */
export interface LoanRequestFields {
  isOwner: boolean;
  cpf: string;
  cnh: string;
  rg: string;
  option1: number;
  option2: number;
  startDate: string;
  endDate: string;
  description: string;
  cnhPicture: string;
}

export type LoanRequestField = keyof LoanRequestFields;

export type LoanRequestProblem = { field: LoanRequestField; message: string } | LoanDateProblem;

/**
 * The request's rules in the wizard's order: driver (CPF, RG, CNH, picture), the two options, the dates (today is
 * Brazil's, yyyy-mm-dd), the description. Whether the driver and the options exist is the server's to check.
 */
export function checkLoanRequest(body: LoanRequestFields, today: string): LoanRequestProblem | null {
  const m = loanRequestMessages;
  const r = loanRequestFieldRules;
  for (const field of ['cpf', 'rg', 'cnh', 'cnhPicture'] as const) {
    const message = r[field](body[field]);
    if (message) return { field, message };
  }
  if (!body.option1 || !body.option2) return { field: 'option1', message: m.optionsRequired };
  if (body.option1 === body.option2) return { field: 'option2', message: m.optionsEqual };
  const dates = checkLoanDates(wireDateToIso(body.startDate), wireDateToIso(body.endDate), today);
  if (dates) return dates;
  const description = r.description(body.description);
  return description ? { field: 'description', message: description } : null;
}
