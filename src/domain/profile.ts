/**
 * The profile of /registry (spec sections 3 and 5): its fields, limits, options, the rules in the spec's order with
 * their exact messages, and when a signed-in user's data counts as complete. The form and `POST users` both check a
 * profile with `checkProfile`, so the browser and the server can never disagree about what is valid.
 */
import { isValidCpf } from './cpf';
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
import { can, type Role } from './roles';

export const midiaTypes = ['Rádio', 'TV', 'Jornal', 'Influencer', 'Site', 'Bloggeiro'] as const;
export type MidiaType = (typeof midiaTypes)[number];

/** What the API receives as country: 'Brasil' when chosen, otherwise 'Outros'. */
export const countries = ['Brasil', 'Outros'] as const;
export type Country = (typeof countries)[number];

export const profileLimits = {
  name: 80,
  midiaName: 80,
  address: 80,
  rg: 20,
  phone: 20,
  /** State and city typed by hand when the country is Outros. */
  place: 80,
} as const;

/** Phone mask of spec section 5, '(**) * ****-****', in react-imask's notation. */
export const phoneMask = '(00) 0 0000-0000';

export interface ProfileForm {
  name: string;
  email: string;
  rg: string;
  cpf: string;
  address: string;
  country: Country | '';
  state: string;
  city: string;
  phone1: string;
  phone2: string;
  phone3: string;
  midiaName: string;
  midiaType: MidiaType | '';
  isNewsletterAccepted: boolean;
}

export type ProfileField = Exclude<keyof ProfileForm, 'isNewsletterAccepted'>;

export const profileMessages = {
  nameRequired: 'Nome obrigatório!',
  midiaTypeRequired: 'Tipo da mídia é obrigatório!',
  midiaTypeUnknown: 'Tipo da mídia é obrigatório!',
  midiaNameRequired: 'Nome da mídia é obrigatório!',
  /** Not in the spec's list: an external user's profile is complete only with RG and CPF (DECISIONS.md, texts). */
  rgRequired: 'RG é obrigatório!',
  cpfRequired: 'CPF é obrigatório!',
  cpfInvalid: 'CPF inválido!',
  addressRequired: 'Endereço é obrigatório!',
  countryRequired: 'País é obrigatório!',
  stateRequired: 'Estado é obrigatório!',
  cityRequired: 'Cidade é obrigatório!',
  phone1Required: 'telefone primário é obrigatório!',
  /** Shown above the form while a field is marked, and when the API refuses the profile. */
  checkFields: 'Verifique os campos preenchidos!',
  saved: 'Cadastro enviado com sucesso',
} as const;

/** Labels of the fields, as the form shows them and as the over-limit message names them. */
export const profileLabels: Record<ProfileField, string> = {
  name: 'Nome',
  email: 'E-mail',
  rg: 'RG',
  cpf: 'CPF',
  address: 'Endereço',
  country: 'País',
  state: 'Estado',
  city: 'Cidade',
  phone1: 'Telefone 1',
  phone2: 'Telefone 2',
  phone3: 'Telefone 3',
  midiaName: 'Nome da mídia',
  midiaType: 'Tipo da mídia',
};

/**
 * Whether a place is one the country allows: in Brasil a state is a sigla of the IBGE list and the city one of its
 * municipalities. The list is big, so it is passed in by whoever has it loaded (the registry page, the server).
 */
export type PlaceCheck = (state: string, city: string) => { stateKnown: boolean; cityKnown: boolean };

type Rule = FormRule<ProfileForm, ProfileField>;
const over = (field: ProfileField, max: number): Rule =>
  rule(field, (form) => isOver(form[field] as string, max), overLimitMessage(profileLabels[field]));

/**
 * The rules in the order of spec section 5. `internal` users (role below 10) need no RG or CPF; a CPF, when given,
 * must be valid for anyone. `places` checks a Brazilian state and city against the IBGE list.
 */
export function profileRules(options: { internal: boolean; places?: PlaceCheck }): Rule[] {
  const { internal, places } = options;
  const inBrasil = (form: ProfileForm) => form.country === 'Brasil';
  return [
    over('name', profileLimits.name),
    rule('name', (form) => isMissing(form.name), profileMessages.nameRequired),
    rule('midiaType', (form) => !trimmed(form.midiaType), profileMessages.midiaTypeRequired),
    rule(
      'midiaType',
      (form) => !(midiaTypes as readonly string[]).includes(form.midiaType),
      profileMessages.midiaTypeUnknown,
    ),
    over('midiaName', profileLimits.midiaName),
    rule('midiaName', (form) => isMissing(form.midiaName), profileMessages.midiaNameRequired),
    over('rg', profileLimits.rg),
    rule('rg', (form) => !internal && !trimmed(form.rg), profileMessages.rgRequired),
    rule('cpf', (form) => !internal && !trimmed(form.cpf), profileMessages.cpfRequired),
    rule('cpf', (form) => trimmed(form.cpf) !== '' && !isValidCpf(form.cpf), profileMessages.cpfInvalid),
    over('address', profileLimits.address),
    rule('address', (form) => isMissing(form.address), profileMessages.addressRequired),
    rule(
      'country',
      (form) => !(countries as readonly string[]).includes(form.country),
      profileMessages.countryRequired,
    ),
    over('state', profileLimits.place),
    rule('state', (form) => !trimmed(form.state), profileMessages.stateRequired),
    rule(
      'state',
      (form) => inBrasil(form) && !!places && !places(form.state, form.city).stateKnown,
      profileMessages.stateRequired,
    ),
    over('city', profileLimits.place),
    rule('city', (form) => !trimmed(form.city), profileMessages.cityRequired),
    rule(
      'city',
      (form) => inBrasil(form) && !!places && !places(form.state, form.city).cityKnown,
      profileMessages.cityRequired,
    ),
    over('phone1', profileLimits.phone),
    rule('phone1', (form) => isMissing(form.phone1), profileMessages.phone1Required),
    over('phone2', profileLimits.phone),
    over('phone3', profileLimits.phone),
  ];
}

/** The first problem of a profile, in the spec's order, or null when it can be saved. */
export function checkProfile(
  form: ProfileForm,
  options: { role: Role; places?: PlaceCheck },
): FieldProblem<ProfileField> | null {
  return firstProblem(
    form,
    profileRules({ internal: can(options.role, 'internalUser'), places: options.places }),
  );
}

/**
 * Whether a signed-in user may go on without completing the profile (spec section 4): internal users (role below
 * 10) always, anyone else once e-mail, RG and CPF are present.
 */
export function isProfileComplete(user: ProfileCompleteness): boolean {
  return missingProfileFields(user).length === 0;
}

export interface ProfileCompleteness {
  role: number;
  email?: unknown;
  rg?: unknown;
  cpf?: unknown;
}

/** What a signed-in user still has to fill in before going on (none for internal users), in the form's order. */
export function missingProfileFields(user: ProfileCompleteness): ('email' | 'rg' | 'cpf')[] {
  if (can(user.role, 'internalUser')) return [];
  const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return (['email', 'rg', 'cpf'] as const).filter((field) => !present(user[field]));
}
