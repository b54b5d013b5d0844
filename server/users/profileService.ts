/**
 * `POST users` (spec sections 5 and 7): the signed-in user saves their own profile, checked by the same rules as the
 * /registry form (src/domain/profile.ts), with Brazilian states and cities checked against the IBGE list.
 */
import { eq } from 'drizzle-orm';
import { brazilPlaceCheck } from '../../src/domain/brazilPlaces';
import { cpfDigits } from '../../src/domain/cpf';
import { checkProfile, type Country, type MidiaType, type ProfileForm } from '../../src/domain/profile';
import type { ProfileBody } from '../../src/domain/userSchemas';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SignedInUser } from '../plugins/auth';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';
import { subscribe, unsubscribe } from '../newsletter/newsletterService';
import { deviceIdOf } from '../signIn/signInService';
import type { UserRow } from './userShape';

export const profileServiceMessages = {
  notYours: 'Você só pode alterar o seu próprio cadastro.',
} as const;

/** The `id` the app sends, when it names someone other than the caller. */
function namesAnotherUser(id: ProfileBody['id'], callerId: number): boolean {
  if (id === undefined || id === null || id === '') return false;
  return String(id).trim() !== String(callerId);
}

/** The body as the rules read it, trimmed; the e-mail is the one the provider vouched for, never the body's. */
function formOf(body: ProfileBody, email: string): ProfileForm {
  const country = body.country.trim();
  const inBrasil = country === 'Brasil';
  return {
    name: body.name.trim(),
    email,
    rg: body.rg.trim(),
    cpf: body.cpf.trim(),
    address: body.address.trim(),
    country: country as Country,
    // A sigla typed or sent in lower case is still the state.
    state: inBrasil ? body.state.trim().toUpperCase() : body.state.trim(),
    city: body.city.trim(),
    phone1: body.phone1.trim(),
    phone2: body.phone2.trim(),
    phone3: body.phone3.trim(),
    midiaName: body.midiaName.trim(),
    midiaType: body.midiaType.trim() as MidiaType,
    isNewsletterAccepted: body.isNewsletterAccepted === true,
  };
}

/** The caller's first name and the rest, for the newsletter's two fields. */
function splitName(name: string): { name: string; lastname: string } {
  const [first = '', ...rest] = name.split(/\s+/);
  return { name: first, lastname: rest.join(' ') };
}

export async function saveProfile(
  deps: { db: Db; clock: Clock },
  caller: SignedInUser,
  body: ProfileBody,
): Promise<UserRow> {
  if (namesAnotherUser(body.id, caller.id)) throw new DomainError(403, profileServiceMessages.notYours);
  const form = formOf(body, caller.email);
  const problem = checkProfile(form, { role: caller.role, places: brazilPlaceCheck });
  if (problem) throw new DomainError(400, problem.message);

  const now = deps.clock.now();
  const deviceId = deviceIdOf(body.deviceId);
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isNewsletterAccepted: users.isNewsletterAccepted })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('update');
    const [saved] = await tx
      .update(users)
      .set({
        name: form.name,
        rg: form.rg,
        cpf: cpfDigits(form.cpf),
        address: form.address,
        country: form.country,
        state: form.state,
        city: form.city,
        phone1: form.phone1,
        phone2: form.phone2,
        phone3: form.phone3,
        midiaName: form.midiaName,
        midiaType: form.midiaType,
        isNewsletterAccepted: form.isNewsletterAccepted,
        ...(deviceId ? { deviceId } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, caller.id))
      .returning();
    if (!saved) throw new DomainError(404, 'Usuário não encontrado.');
    // The profile's newsletter box is the same consent as the /newsletter form: the subscribers' list (with the
    // consent's time and the terms' version, the proof a mailing needs) must hold this user too, or the box would be
    // a flag nobody sends anything for. Unticking a ticked box withdraws it; a box never ticked leaves alone an
    // address subscribed through the /newsletter form.
    if (form.isNewsletterAccepted) await subscribe(tx, { ...splitName(form.name), email: caller.email }, now);
    else if (before?.isNewsletterAccepted) await unsubscribe(tx, caller.email);
    return saved;
  });
}
