/**
 * The newsletter subscription (spec sections 3 and 5): the eleven checks in order with their exact messages, used
 * by /newsletter and by `POST newsletter/add`.
 */
import { isEmailShape } from './email';
import {
  firstProblem,
  isMissing,
  isOver,
  overLimitMessage,
  rule,
  trimmed,
  type FieldProblem,
  type FormRule,
} from './formRules';

export const newsletterLimits = { name: 80, lastname: 80, email: 100 } as const;

/** The version of the newsletter terms (/termos-legais/termoNews) a subscriber accepts; stored with the consent. */
export const newsletterTermsVersion = '2019-03-18';

export interface NewsletterForm {
  name: string;
  lastname: string;
  email: string;
  emailConfirmation: string;
  isNewsletterAccepted: boolean;
}

export type NewsletterField = keyof NewsletterForm;

export const newsletterMessages = {
  nameOver: overLimitMessage('Nome'),
  nameRequired: 'Nome obrigatório!',
  lastnameOver: overLimitMessage('Sobrenome'),
  lastnameRequired: 'Sobrenome obrigatório!',
  emailOver: overLimitMessage('E-mail'),
  emailRequired: 'Email obrigatório!',
  emailInvalid: 'Por favor, inserir um Email válido!',
  confirmationOver: 'Excedeu o limite máximo de caracteres do campo de confirmação do e-mail!',
  confirmationRequired: 'Obrigatório confirmar email!',
  confirmationDiffers: 'Os emails são diferentes!',
  termsRequired: 'Você precisa aceitar os termos',
  subscribed: 'Cadastro enviado com sucesso',
} as const;

/** Content appears after this delay, and a subscriber goes to / this long after the success message. */
export const newsletterTimings = { contentDelayMs: 200, redirectDelayMs: 2000 } as const;

type Rule = FormRule<NewsletterForm, NewsletterField>;

export const newsletterRules: readonly Rule[] = [
  rule('name', (form) => isOver(form.name, newsletterLimits.name), newsletterMessages.nameOver),
  rule('name', (form) => isMissing(form.name), newsletterMessages.nameRequired),
  rule(
    'lastname',
    (form) => isOver(form.lastname, newsletterLimits.lastname),
    newsletterMessages.lastnameOver,
  ),
  rule('lastname', (form) => isMissing(form.lastname), newsletterMessages.lastnameRequired),
  rule('email', (form) => isOver(form.email, newsletterLimits.email), newsletterMessages.emailOver),
  rule('email', (form) => isMissing(form.email), newsletterMessages.emailRequired),
  rule('email', (form) => !isEmailShape(trimmed(form.email)), newsletterMessages.emailInvalid),
  rule(
    'emailConfirmation',
    (form) => isOver(form.emailConfirmation, newsletterLimits.email),
    newsletterMessages.confirmationOver,
  ),
  rule(
    'emailConfirmation',
    (form) => isMissing(form.emailConfirmation),
    newsletterMessages.confirmationRequired,
  ),
  rule(
    'emailConfirmation',
    (form) => trimmed(form.emailConfirmation).toLowerCase() !== trimmed(form.email).toLowerCase(),
    newsletterMessages.confirmationDiffers,
  ),
  rule(
    'isNewsletterAccepted',
    (form) => form.isNewsletterAccepted !== true,
    newsletterMessages.termsRequired,
  ),
];

export function checkNewsletter(form: NewsletterForm): FieldProblem<NewsletterField> | null {
  return firstProblem(form, newsletterRules);
}

/** What `POST newsletter/add` receives (spec section 7): no confirmation field, so checks 8 to 10 pass by themselves. */
export type NewsletterSubscription = Omit<NewsletterForm, 'emailConfirmation'>;

export function checkNewsletterSubscription(
  body: NewsletterSubscription,
): FieldProblem<NewsletterField> | null {
  return checkNewsletter({ ...body, emailConfirmation: body.email });
}
