/**
 * Between the stored user, the form of /registry and `POST users`: what the form starts with, what the API
 * receives, and what is merged back into `user-data` once saved.
 */
import { countries, midiaTypes, type Country, type MidiaType, type ProfileForm } from '../../domain/profile';
import type { ProfileBody, WireUser } from '../../domain/userSchemas';
import type { StoredUser } from '../../lib/storage';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function countryOf(value: unknown): Country | '' {
  const country = text(value);
  if ((countries as readonly string[]).includes(country)) return country as Country;
  // A country saved by hand before the two choices existed is somewhere other than Brasil.
  return country.trim() ? 'Outros' : '';
}

/** The form as the stored user fills it; fields the user never gave start empty. */
export function profileFormOf(user: StoredUser): ProfileForm {
  const midiaType = text(user.midiaType);
  return {
    name: text(user.name),
    email: text(user.email),
    rg: text(user.rg),
    cpf: text(user.cpf),
    address: text(user.address),
    country: countryOf(user.country),
    state: text(user.state),
    city: text(user.city),
    phone1: text(user.phone1),
    phone2: text(user.phone2),
    phone3: text(user.phone3),
    midiaName: text(user.midiaName),
    midiaType: (midiaTypes as readonly string[]).includes(midiaType) ? (midiaType as MidiaType) : '',
    isNewsletterAccepted: user.isNewsletterAccepted === true,
  };
}

/** The body of `POST users`: the spec's fields, trimmed as the rules count them. */
export function profileBodyOf(form: ProfileForm, user: StoredUser, deviceId: string | null): ProfileBody {
  const trim = (value: string) => value.trim();
  return {
    id: user.id,
    name: trim(form.name),
    email: form.email,
    rg: trim(form.rg),
    cpf: trim(form.cpf),
    address: trim(form.address),
    country: form.country,
    state: trim(form.state),
    city: trim(form.city),
    phone1: trim(form.phone1),
    phone2: trim(form.phone2),
    phone3: trim(form.phone3),
    midiaName: trim(form.midiaName),
    midiaType: form.midiaType,
    deviceId,
    isNewsletterAccepted: form.isNewsletterAccepted,
  };
}

/**
 * What goes into `user-data` after a save: the user the API answered, or, when it answered only something truthy,
 * the form that was sent (spec section 4: "merge the form into user-data"). The role is never taken from here.
 */
export function savedUserFields(answer: unknown, sent: ProfileBody): Partial<StoredUser> {
  const source: Partial<WireUser> | ProfileBody =
    typeof answer === 'object' && answer !== null ? (answer as Partial<WireUser>) : sent;
  const { role: _role, ...fields } = source as Partial<WireUser>;
  return fields as Partial<StoredUser>;
}
