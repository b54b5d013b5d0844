/** The contacts page as the editor opens it: every group with its people in order, the list's version, its history. */
import { asc, eq } from 'drizzle-orm';
import type { EditorialContactGroup, EditorialContacts } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { contactGroups, contacts, media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { changesOf } from '../changeLog';
import { contactListFieldLabels } from './listFieldLabels';
import { thumbnailOf } from './listChecks';
import { listSubjectId, listVersionOf } from './listVersion';

/** The rows as stored, in the page's order (the public read's order: position, then id). */
export async function storedContactGroups(db: DbOrTx) {
  const [groups, people] = await Promise.all([
    db.select().from(contactGroups).orderBy(asc(contactGroups.position), asc(contactGroups.id)),
    db
      .select({
        person: contacts,
        portrait: { folder: media.folder, fileLow: media.fileLow, state: media.state },
      })
      .from(contacts)
      .leftJoin(media, eq(media.id, contacts.imageMediaId))
      .orderBy(asc(contacts.position), asc(contacts.id)),
  ]);
  return groups.map((group) => ({
    ...group,
    people: people.filter(({ person }) => person.groupId === group.id),
  }));
}

export async function readEditorialContacts(db: DbOrTx, urls: MediaUrlBuilder): Promise<EditorialContacts> {
  const [groups, version, changes] = await Promise.all([
    storedContactGroups(db),
    listVersionOf(db, 'contacts'),
    changesOf(db, 'contacts', listSubjectId, contactListFieldLabels),
  ]);
  return {
    version,
    groups: groups.map((group): EditorialContactGroup => ({
      id: group.id,
      title: group.title,
      contacts: group.people.map(({ person, portrait }) => ({
        id: person.id,
        name: person.name,
        role: person.role,
        email: person.email,
        phone: person.phone,
        languages: person.languages,
        imageMediaId: person.imageMediaId,
        imageThumbnail: thumbnailOf(urls, portrait),
      })),
    })),
    changes,
  };
}
