/**
 * The lists the press office edits and saves whole (the editorial area's 'Contatos' and 'Destaques da home'): the
 * contacts page's groups and people, and the home page's banner slides, each saved as a draft and then published.
 * What each must be to be saved, in the words the editor shows beside the field and the server answers with. A message names its group, person or slide by its
 * place (counted from 1, as the editor shows them), so a refusal read alone still says where to look.
 */
import { emailMaxLength, isEmailShape } from './email';
import { editorialNewsMessages } from './editorialNews';

export const contactListLimits = {
  groupsMax: 30,
  peoplePerGroupMax: 60,
  groupTitleMax: 120,
  nameMax: 120,
  roleMax: 160,
  emailMax: emailMaxLength,
  /** '+55 11 2873-4410 ramal 12' fits with room to spare. */
  phoneMax: 40,
  languagesMax: 200,
} as const;

export const bannerLimits = {
  /** The slider shows one at a time for about ten seconds: more than a dozen is never seen through. */
  slidesMax: 12,
  titleMax: 120,
  subtitleMax: 240,
} as const;

const groupAt = (group: number) => `Grupo ${group + 1}`;
const personAt = (group: number, person: number) => `${groupAt(group)}, pessoa ${person + 1}`;
const slideAt = (slide: number) => `Destaque ${slide + 1}`;

export const contactListMessages = {
  groupsTooMany: `A página de contatos pode ter até ${contactListLimits.groupsMax} grupos.`,
  groupTitleRequired: (g: number) => `${groupAt(g)}: informe o título.`,
  groupTitleLong: (g: number) =>
    `${groupAt(g)}: o título pode ter até ${contactListLimits.groupTitleMax} caracteres.`,
  groupEmpty: (g: number) => `${groupAt(g)}: adicione ao menos uma pessoa ou remova o grupo.`,
  peopleTooMany: (g: number) =>
    `${groupAt(g)}: um grupo pode ter até ${contactListLimits.peoplePerGroupMax} pessoas.`,
  nameRequired: (g: number, p: number) => `${personAt(g, p)}: informe o nome.`,
  nameLong: (g: number, p: number) =>
    `${personAt(g, p)}: o nome pode ter até ${contactListLimits.nameMax} caracteres.`,
  roleRequired: (g: number, p: number) => `${personAt(g, p)}: informe o cargo.`,
  roleLong: (g: number, p: number) =>
    `${personAt(g, p)}: o cargo pode ter até ${contactListLimits.roleMax} caracteres.`,
  emailInvalid: (g: number, p: number) =>
    `${personAt(g, p)}: informe um e-mail válido, como nome@aurora-veiculos.com.br.`,
  phoneInvalid: (g: number, p: number) =>
    `${personAt(g, p)}: o telefone aceita números, espaços e + ( ) - . e até ${contactListLimits.phoneMax} caracteres.`,
  languagesLong: (g: number, p: number) =>
    `${personAt(g, p)}: os idiomas podem ter até ${contactListLimits.languagesMax} caracteres.`,
  photoUnknown: (g: number, p: number) =>
    `${personAt(g, p)}: a foto escolhida não existe mais ou ainda está sendo preparada. Escolha outra.`,
  /** An id the list does not hold: the editor's copy is older than the list (or forged). */
  itemUnknown: 'A lista mudou desde que foi aberta. Recarregue a página.',
  itemRepeated: 'Um grupo ou uma pessoa aparece duas vezes na lista. Recarregue a página.',
  conflict: editorialNewsMessages.conflict,
} as const;

export const bannerMessages = {
  slidesTooMany: `A home pode ter até ${bannerLimits.slidesMax} destaques.`,
  titleRequired: (s: number) => `${slideAt(s)}: informe o título.`,
  titleLong: (s: number) => `${slideAt(s)}: o título pode ter até ${bannerLimits.titleMax} caracteres.`,
  subtitleLong: (s: number) =>
    `${slideAt(s)}: o subtítulo pode ter até ${bannerLimits.subtitleMax} caracteres.`,
  photoRequired: (s: number) => `${slideAt(s)}: escolha a foto.`,
  photoUnknown: (s: number) =>
    `${slideAt(s)}: a foto escolhida não existe mais ou ainda está sendo preparada. Escolha outra.`,
  opensRequired: (s: number) => `${slideAt(s)}: escolha o que o destaque abre, ou “Nada”.`,
  opensUnknown: (s: number) =>
    `${slideAt(s)}: o que o destaque abre não existe mais (ou não pode ser aberto pela home). Escolha outro.`,
  itemUnknown: contactListMessages.itemUnknown,
  itemRepeated: 'Um destaque aparece duas vezes na lista. Recarregue a página.',
  conflict: editorialNewsMessages.conflict,
} as const;

/**
 * A list's draft and its publication: 'Salvar' keeps the list as a draft, which the public pages show only once
 * published; a preview link shows it before that.
 */
export type ListState = 'draft' | 'published';

export const listDraftMessages = {
  /** 'Publicar' or 'Descartar rascunho' from an editor that still shows a draft someone has since dealt with. */
  noDraftToPublish: 'Não há rascunho para publicar: recarregue a página.',
  noDraftToDiscard: 'Não há rascunho para descartar: recarregue a página.',
} as const;

/** Digits, spaces and the usual punctuation of a phone number; at least one digit. */
const phoneShape = /^[0-9+().\-\s]*[0-9][0-9+().\-\s]*$/;

export interface ContactFields {
  name: string;
  role: string;
  email: string;
  /** Null or '' when the person has none. */
  phone: string | null;
  languages: string | null;
  imageMediaId: number | null;
}

export interface ContactGroupFields {
  title: string;
  contacts: readonly ContactFields[];
}

export type ContactListField =
  'groups' | 'title' | 'contacts' | 'name' | 'role' | 'email' | 'phone' | 'languages' | 'photo';

/** Where a problem is: the whole list, a group (its title or its people), or a person's field. */
export interface ContactListProblem {
  field: ContactListField;
  group?: number;
  contact?: number;
  message: string;
}

/** The first problem of the contacts page, or null when it can be saved. Photos are checked by the server only. */
export function checkContactGroups(groups: readonly ContactGroupFields[]): ContactListProblem | null {
  const m = contactListMessages;
  const limits = contactListLimits;
  if (groups.length > limits.groupsMax) return { field: 'groups', message: m.groupsTooMany };
  for (const [g, group] of groups.entries()) {
    const title = group.title.trim();
    if (!title) return { field: 'title', group: g, message: m.groupTitleRequired(g) };
    if (title.length > limits.groupTitleMax)
      return { field: 'title', group: g, message: m.groupTitleLong(g) };
    if (group.contacts.length === 0) return { field: 'contacts', group: g, message: m.groupEmpty(g) };
    if (group.contacts.length > limits.peoplePerGroupMax)
      return { field: 'contacts', group: g, message: m.peopleTooMany(g) };
    for (const [p, person] of group.contacts.entries()) {
      const at = (field: ContactListField, message: string): ContactListProblem => ({
        field,
        group: g,
        contact: p,
        message,
      });
      const name = person.name.trim();
      if (!name) return at('name', m.nameRequired(g, p));
      if (name.length > limits.nameMax) return at('name', m.nameLong(g, p));
      const role = person.role.trim();
      if (!role) return at('role', m.roleRequired(g, p));
      if (role.length > limits.roleMax) return at('role', m.roleLong(g, p));
      if (!isEmailShape(person.email.trim())) return at('email', m.emailInvalid(g, p));
      const phone = person.phone?.trim() ?? '';
      if (phone && (phone.length > limits.phoneMax || !phoneShape.test(phone)))
        return at('phone', m.phoneInvalid(g, p));
      if ((person.languages?.trim().length ?? 0) > limits.languagesMax)
        return at('languages', m.languagesLong(g, p));
    }
  }
  return null;
}

/** A person's texts as stored: trimmed, an empty phone or languages as none. */
export function storedContactTexts(person: ContactFields) {
  return {
    name: person.name.trim(),
    role: person.role.trim(),
    email: person.email.trim(),
    phone: person.phone?.trim() || null,
    languages: person.languages?.trim() || null,
  };
}

/**
 * Where a refusal of the server lies, found by matching its words against every message the list could be refused
 * with: a rule's (the server checks again, in case the editor's copy of the rules is older) or a photo's. Null for
 * a refusal about the list as a whole.
 */
export function locateContactListRefusal(
  message: string,
  groups: readonly ContactGroupFields[],
): Omit<ContactListProblem, 'message'> | null {
  const m = contactListMessages;
  if (message === m.groupsTooMany) return { field: 'groups' };
  for (const [g, group] of groups.entries()) {
    if (message === m.groupTitleRequired(g) || message === m.groupTitleLong(g))
      return { field: 'title', group: g };
    if (message === m.groupEmpty(g) || message === m.peopleTooMany(g)) return { field: 'contacts', group: g };
    const personFields: [ContactListField, ((g: number, p: number) => string)[]][] = [
      ['name', [m.nameRequired, m.nameLong]],
      ['role', [m.roleRequired, m.roleLong]],
      ['email', [m.emailInvalid]],
      ['phone', [m.phoneInvalid]],
      ['languages', [m.languagesLong]],
      ['photo', [m.photoUnknown]],
    ];
    for (const p of group.contacts.keys())
      for (const [field, messages] of personFields)
        if (messages.some((of) => of(g, p) === message)) return { field, group: g, contact: p };
  }
  return null;
}

/** What a slide opens: a car, a news item, a section's root or level-1 page (the wire's category), or nothing. */
export const bannerTargetCategories = ['car', 'news', 'session', 'technology', 'emobility'] as const;
export type BannerTargetCategory = (typeof bannerTargetCategories)[number];

export interface BannerSlideFields {
  title: string;
  subtitle: string;
  mediaId: number | null;
  /** Null: the slide opens nothing. A category without an id: chosen, not yet completed. */
  opens: { category: BannerTargetCategory; fatherId: number | null } | null;
}

export type BannerField = 'slides' | 'title' | 'subtitle' | 'photo' | 'opens';

export interface BannerProblem {
  field: BannerField;
  slide?: number;
  message: string;
}

/** The first problem of the banner's slides, or null when they can be saved. What a slide opens: the server. */
export function checkBannerSlides(slides: readonly BannerSlideFields[]): BannerProblem | null {
  const m = bannerMessages;
  if (slides.length > bannerLimits.slidesMax) return { field: 'slides', message: m.slidesTooMany };
  for (const [s, slide] of slides.entries()) {
    const at = (field: BannerField, message: string): BannerProblem => ({ field, slide: s, message });
    const title = slide.title.trim();
    if (!title) return at('title', m.titleRequired(s));
    if (title.length > bannerLimits.titleMax) return at('title', m.titleLong(s));
    if (slide.subtitle.trim().length > bannerLimits.subtitleMax) return at('subtitle', m.subtitleLong(s));
    if (slide.mediaId === null) return at('photo', m.photoRequired(s));
    if (slide.opens && slide.opens.fatherId === null) return at('opens', m.opensRequired(s));
  }
  return null;
}

/** Where a refusal of the server lies (as `locateContactListRefusal`). */
export function locateBannerRefusal(
  message: string,
  slides: readonly BannerSlideFields[],
): Omit<BannerProblem, 'message'> | null {
  const m = bannerMessages;
  if (message === m.slidesTooMany) return { field: 'slides' };
  const fields: [BannerField, ((s: number) => string)[]][] = [
    ['title', [m.titleRequired, m.titleLong]],
    ['subtitle', [m.subtitleLong]],
    ['photo', [m.photoRequired, m.photoUnknown]],
    ['opens', [m.opensRequired, m.opensUnknown]],
  ];
  for (const s of slides.keys())
    for (const [field, messages] of fields)
      if (messages.some((of) => of(s) === message)) return { field, slide: s };
  return null;
}
