/**
 * What one account, or one mailbox, may do in a window of time, on top of the per-address request limits: an
 * attacker with many addresses still has one account (or aims at one recipient). The API answers 429 with these
 * sentences and `Retry-After`; the app shows the sentence as it shows any refusal.
 */
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;
const megabyte = 1024 * 1024;

export const usageLimits = {
  /** Wrong passwords for one account, from any address, before its sign-in is locked for `lockMs`. */
  passwordFailures: { max: 10, windowMs: 15 * minute, lockMs: 15 * minute },
  /**
   * Loan requests one person may create in a day: a journalist asks for a car or two a month. The default of
   * LOAN_REQUESTS_PER_DAY (server settings), which a fleet may change.
   */
  loanRequests: { max: 5, windowMs: day },
  /** Download e-mails (the favorites list) one recipient may receive in an hour. */
  cartMails: { max: 10, windowMs: hour },
  /**
   * Bytes one person may upload in a day: a press user sends a licence picture or two; staff send the photos of
   * several checklists (up to 20 pictures each).
   */
  uploadBytes: { press: 50 * megabyte, staff: 1024 * megabyte, windowMs: day },
  /** An upload no loan or checklist names after this long was abandoned (a wizard left halfway): it is deleted. */
  unusedUploadKeptMs: 7 * day,
} as const;

export const usageMessages = {
  accountLocked:
    'Por segurança, o login desta conta está bloqueado por 15 minutos depois de muitas senhas incorretas. ' +
    'Tente novamente mais tarde.',
  loanRequests: (max: number) =>
    `Você já fez ${max} solicitações de empréstimo nas últimas 24 horas, o limite diário. Tente novamente mais tarde.`,
  cartMails: `Este e-mail já recebeu ${usageLimits.cartMails.max} envios de arquivos na última hora. Tente novamente mais tarde.`,
  uploadBytes: 'Você atingiu o limite diário de envio de arquivos. Tente novamente amanhã.',
} as const;
