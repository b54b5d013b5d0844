/** `GET contacts/json/`: contact groups in order, each with its people. */
import { asc, eq } from 'drizzle-orm';
import type { ContactGroup } from '../../src/domain/content';
import type { Db } from '../db/client';
import { contactGroups, contacts, media } from '../db/schema';
import type { MediaUrlBuilder } from '../media/mediaUrls';

export async function buildContacts(db: Db, urls: MediaUrlBuilder): Promise<ContactGroup[]> {
  const groups = await db
    .select()
    .from(contactGroups)
    .orderBy(asc(contactGroups.position), asc(contactGroups.id));
  const people = await db
    .select({ person: contacts, portrait: { folder: media.folder, fileLow: media.fileLow } })
    .from(contacts)
    .leftJoin(media, eq(media.id, contacts.imageMediaId))
    .orderBy(asc(contacts.position), asc(contacts.id));
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    subcontacts: people
      .filter(({ person }) => person.groupId === group.id)
      .map(({ person, portrait }) => ({
        id: person.id,
        image: portrait ? urls.file(portrait.folder, portrait.fileLow) : null,
        name: person.name,
        role: person.role,
        email: person.email,
        phone: person.phone,
        languages: person.languages,
      })),
  }));
}
