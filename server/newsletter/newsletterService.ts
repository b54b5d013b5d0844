/**
 * Newsletter subscriptions (spec sections 3, 5 and 7): the same eleven checks as /newsletter, then one row per
 * e-mail with the time of the consent and the version of the terms accepted.
 */
import { checkNewsletterSubscription, newsletterTermsVersion } from '../../src/domain/newsletter';
import type { NewsletterBody } from '../../src/domain/userSchemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { DomainError } from '../shared/domainError';

export interface Subscriber {
  name: string;
  lastname: string;
  email: string;
}

/** The form's checks in order: the first problem is a 400 with the spec's message. */
export function checkSubscription(body: NewsletterBody): Subscriber {
  const problem = checkNewsletterSubscription(body);
  if (problem) throw new DomainError(400, problem.message);
  return { name: body.name.trim(), lastname: body.lastname.trim(), email: body.email.trim() };
}

/** The list holds each address once, in lower case: `Maria@X` and `maria@x ` are one subscriber. */
const listedAddress = (email: string) => email.trim().toLowerCase();

/**
 * Subscribes `subscriber.email` (kept in lower case). An address already subscribed stays as it is: the same
 * subscription, no error, and its first name and consent are not overwritten, since anyone can type anyone's address
 * into the form.
 */
export async function subscribe(db: DbOrTx, subscriber: Subscriber, consentedAt: Date): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({
      email: listedAddress(subscriber.email),
      name: subscriber.name,
      lastname: subscriber.lastname,
      consentedAt,
      termsVersion: newsletterTermsVersion,
    })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}

/**
 * Takes `email` off the list: a signed-in user who unticks the profile's box withdraws the consent (LGPD art. 8,
 * § 5: as easily as it was given), so nothing is sent to that address any more.
 */
export async function unsubscribe(db: DbOrTx, email: string): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, listedAddress(email)));
}
