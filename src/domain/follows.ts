/**
 * Following a subject ('Seguir'): a signed-in journalist follows a car, a level-1 page of the company, technology or
 * e-mobility trees, or a whole news category, and is e-mailed when news about it is published: at most one e-mail
 * an hour, grouping what came out, each with a one-click way out. The rules and the words both sides use.
 */
import type { NewsTextEnum } from './content';
import { paths } from './routes';
import { sectionKindOfNewsTextEnum, sectionLabels } from './sections';

/** What one follows, named as news_associations name what a news item is about. */
export interface FollowSubject {
  textEnum: NewsTextEnum;
  /** A car's id ('Carros') or a level-1 page's id of the tree the text enum names; null for the whole category. */
  associationId: number | null;
}

export const followRules = {
  /** At most one e-mail an hour: what is published meanwhile waits and goes together in the next one. */
  mailGapMs: 60 * 60 * 1000,
  /** More than anyone follows by hand; a script filling the table is stopped here. */
  maxPerPerson: 200,
  /** The news listed one by one in an e-mail; beyond them, the e-mail counts the rest and links the news list. */
  mailMaxItems: 20,
} as const;

export const sameSubject = (a: FollowSubject, b: FollowSubject): boolean =>
  a.textEnum === b.textEnum && a.associationId === b.associationId;

/** A category's name in the interface: the news filter's. */
export const categoryLabel = (textEnum: NewsTextEnum): string =>
  textEnum === 'Carros' ? 'Carros' : sectionLabels[sectionKindOfNewsTextEnum(textEnum)];

/** What kind of subject it is, beside its name: 'Carro', 'Empresa'…, or 'Categoria de notícias'. */
export function subjectKindLabel(subject: FollowSubject): string {
  if (subject.associationId === null) return 'Categoria de notícias';
  return subject.textEnum === 'Carros' ? 'Carro' : categoryLabel(subject.textEnum);
}

/** Where the subject is on the site: the car's page, the section page, or the news list filtered by the category. */
export function subjectPath(subject: FollowSubject): string {
  const { textEnum, associationId } = subject;
  if (associationId === null) return `${paths.news.list.href()}?textEnum=${encodeURIComponent(textEnum)}`;
  if (textEnum === 'Carros') return paths.cars.detail.href(associationId);
  return paths.sections[sectionKindOfNewsTextEnum(textEnum)].page.href(associationId);
}

/** The words of the button, of the profile's list and of the API's refusals. */
export const followTexts = {
  follow: 'Seguir',
  following: 'Seguindo',
  unfollow: 'Deixar de seguir',
  /** The button's hint: what pressing it does, naming the subject when the page knows its name. */
  followHint: (about = 'este assunto') => `Receba um e-mail quando sair notícia sobre ${about}`,
  followingHint: (about = 'este assunto') =>
    `Você recebe um e-mail quando sai notícia sobre ${about}. Clique para deixar de seguir.`,
  listTitle: 'Assuntos que você segue',
  listLead: 'Quando sai notícia sobre estes assuntos, você recebe um e-mail (no máximo um por hora).',
  empty:
    'Você ainda não segue nenhum assunto. Use o botão Seguir na página de um carro, da empresa, de tecnologia ou de mobilidade elétrica, ou ao filtrar as notícias por categoria.',
  since: (date: string) => `Desde ${date}`,
  /** A followed car or page the press office has since taken off the site: listed, so it can be let go. */
  removedSubject: 'Assunto que não está mais no site',
  loadFailed: 'Não foi possível carregar os assuntos que você segue.',
  failed: 'Não foi possível atualizar agora. Tente novamente em instantes.',
  connectionFailed: 'Sem resposta do servidor. Verifique a conexão e tente novamente.',
} as const;

/** The API's refusals (400), in the person's words. */
export const followMessages = {
  carUnknown: 'Este carro não existe ou não está publicado.',
  pageUnknown: 'Esta página não existe, não está publicada ou não é uma página que se possa seguir.',
  tooMany: `Você já segue ${followRules.maxPerPerson} assuntos, o máximo. Deixe de seguir algum para seguir outro.`,
} as const;

/** The alert e-mail's words. */
export const followMailTexts = {
  subject: (count: number, firstTitle: string) =>
    count === 1 ? `Nova notícia: ${firstTitle}` : `${count} novas notícias sobre assuntos que você segue`,
  greeting: (name: string) => `Olá, ${name || 'jornalista'},`,
  intro: (count: number) =>
    count === 1
      ? 'Saiu uma notícia sobre um assunto que você segue na Sala de Imprensa da Aurora:'
      : 'Saíram notícias sobre assuntos que você segue na Sala de Imprensa da Aurora:',
  /** Beyond the news listed one by one: the rest, linking the news list. */
  more: (count: number) =>
    count === 1 ? 'E mais 1 notícia na lista de notícias' : `E mais ${count} notícias na lista de notícias`,
  why: 'Você recebe este e-mail porque segue assuntos na Sala de Imprensa da Aurora.',
  manage: 'Escolha o que seguir no seu cadastro',
  unsubscribe: 'Deixar de seguir todos os assuntos e não receber mais estes e-mails',
} as const;

/** The page the e-mail's unsubscribe link opens, and what it says after. */
export const unsubscribePageTexts = {
  title: 'Deixar de seguir assuntos',
  lead: 'Confirme para deixar de seguir todos os assuntos e não receber mais os e-mails de novas notícias da Sala de Imprensa da Aurora.',
  confirm: 'Deixar de seguir todos os assuntos',
  done: 'Pronto! Você deixou de seguir todos os assuntos e não receberá mais estes e-mails.',
  doneTitle: 'Você deixou de seguir os assuntos',
  invalidTitle: 'Não foi possível abrir o link',
  invalid: 'Este link não é válido. Entre na Sala de Imprensa e escolha o que seguir no seu cadastro.',
  failed: 'Não foi possível concluir agora. Tente novamente em instantes.',
  confirmFirst: 'Para deixar de seguir, use o botão desta página.',
  tooMany: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  toProfile: 'Escolher o que seguir no meu cadastro',
} as const;
