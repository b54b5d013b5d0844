/**
 * What the events tests share: events made through the events service on the test app's database, dated from
 * `testNow`, and the link key the app itself signs and checks with.
 */
import { linkSigner, loadLinkSecret } from '../../server/shared/linkSigning';
import { createEvent, type EventFacts, type EventSite } from '../../server/events/eventPlanning';
import type { Db } from '../../server/db/client';
import { testNow, testSite } from './testApp';

const hour = 3600 * 1000;

/** `hours` from `testNow` (negative: before it). */
export const hoursFromNow = (hours: number) => new Date(testNow.getTime() + hours * hour);

/** The site the app runs as: its public address and the key in its database. */
export async function eventSiteOf(db: Db): Promise<EventSite> {
  return { ...testSite, signer: linkSigner(await loadLinkSecret(db)) };
}

let count = 0;

/** An event starting `startsIn` hours from `testNow`, lasting `lasts` hours. */
export async function makeEvent(
  db: Db,
  startsIn: number,
  lasts = 3,
  fields: Partial<EventFacts> = {},
): Promise<number> {
  count += 1;
  return createEvent(db, {
    title: `Evento de teste ${count}`,
    description: `<p>Descrição do evento ${count}.</p>`,
    location: 'Av. Paulista, 1000, São Paulo',
    startAt: hoursFromNow(startsIn),
    endAt: hoursFromNow(startsIn + lasts),
    ...fields,
  });
}
