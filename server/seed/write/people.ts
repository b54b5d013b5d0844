/** Contact groups and their people. */
import { contactGroups, contacts } from '../../db/schema';
import type { Db } from '../../db/client';
import { portraitKey, seedContactGroups } from '../content/contacts';
import { pairReturned, type Refs } from './refs';

export async function writeContacts(db: Db, refs: Refs): Promise<void> {
  const returned = await db
    .insert(contactGroups)
    .values(seedContactGroups.map((group, position) => ({ title: group.title, position })))
    .returning({ id: contactGroups.id, title: contactGroups.title });
  const paired = pairReturned(seedContactGroups, returned, (input, row) => input.title === row.title);
  await db.insert(contacts).values(
    paired.flatMap(([group, groupId]) =>
      group.people.map((person, position) => ({
        groupId,
        imageMediaId: refs.media(portraitKey(person)),
        name: person.name,
        role: person.role,
        email: person.email,
        phone: person.phone ?? null,
        languages: person.languages ?? null,
        position,
      })),
    ),
  );
}
