/**
 * `GET contacts/json/`: contact groups in order, each with its people. The contacts' preview link shows their draft
 * instead (listPreview.ts).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ContactGroup } from '../../src/domain/content';
import type { ContactsDraft } from '../../src/domain/editorialListSchemas';
import type { Db } from '../db/client';
import { contactGroups, contacts, media } from '../db/schema';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { openedDraft, previewId } from './listPreview';
import { publicAccess, type Access } from './publication';

export async function buildContacts(
  db: Db,
  urls: MediaUrlBuilder,
  access: Access = publicAccess,
): Promise<ContactGroup[]> {
  const previewed = await openedDraft(db, 'contacts', access);
  if (previewed) return draftContactsOf(db, urls, previewed.draft as ContactsDraft);
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

async function draftContactsOf(db: Db, urls: MediaUrlBuilder, { groups }: ContactsDraft) {
  const portraitIds = groups.flatMap((group) =>
    group.contacts.flatMap((person) => (person.imageMediaId === null ? [] : [person.imageMediaId])),
  );
  const portraits = new Map(
    (portraitIds.length
      ? await db
          .select({ id: media.id, folder: media.folder, fileLow: media.fileLow })
          .from(media)
          .where(inArray(media.id, portraitIds))
      : []
    ).map((portrait) => [portrait.id, portrait]),
  );
  let place = 0;
  return groups.map((group, g) => ({
    id: previewId(group.id, g),
    title: group.title,
    subcontacts: group.contacts.map((person) => {
      const portrait = person.imageMediaId === null ? undefined : portraits.get(person.imageMediaId);
      return {
        id: previewId(person.id, place++),
        image: portrait ? urls.file(portrait.folder, portrait.fileLow) : null,
        name: person.name,
        role: person.role,
        email: person.email,
        phone: person.phone,
        languages: person.languages,
      };
    }),
  }));
}
