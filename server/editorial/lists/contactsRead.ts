/**
 * The contacts page as the editor opens it: the draft when there is one, else the published list, every group with
 * its people in order, with the list's version, where it stands (listDraft.ts) and its history.
 */
import { asc } from 'drizzle-orm';
import type {
  ContactGroupBody,
  ContactsDraft,
  EditorialContactGroup,
  EditorialContacts,
} from '../../../src/domain/editorialListSchemas';
import { paths } from '../../../src/domain/routes';
import type { DbOrTx } from '../../db/client';
import { contactGroups, contacts } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { changesOf } from '../../shared/changeLog';
import { listStateOf } from './listDraft';
import { contactListFieldLabels } from './listFieldLabels';
import { mediaFilesOf, thumbnailOf } from './listChecks';
import { listSubjectId } from '../../../src/domain/editorialRevisions';

/** The published list, as a draft's body has it, in the page's order (the public read's: position, then id). */
export async function publishedContacts(db: DbOrTx): Promise<ContactsDraft> {
  const [groups, people] = await Promise.all([
    db.select().from(contactGroups).orderBy(asc(contactGroups.position), asc(contactGroups.id)),
    db.select().from(contacts).orderBy(asc(contacts.position), asc(contacts.id)),
  ]);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      title: group.title,
      contacts: people
        .filter((person) => person.groupId === group.id)
        .map((person) => ({
          id: person.id,
          name: person.name,
          role: person.role,
          email: person.email,
          phone: person.phone,
          languages: person.languages,
          imageMediaId: person.imageMediaId,
        })),
    })),
  };
}

/** `groups` with their people's portraits' thumbnails. */
async function editorialGroupsOf(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  groups: ContactGroupBody[],
): Promise<EditorialContactGroup[]> {
  const portraits = await mediaFilesOf(
    db,
    groups.flatMap((group) =>
      group.contacts.flatMap((person) => (person.imageMediaId === null ? [] : [person.imageMediaId])),
    ),
  );
  return groups.map((group) => ({
    ...group,
    contacts: group.contacts.map((person) => ({
      ...person,
      imageThumbnail:
        person.imageMediaId === null ? null : thumbnailOf(urls, portraits.get(person.imageMediaId) ?? null),
    })),
  }));
}

export async function readEditorialContacts(db: DbOrTx, urls: MediaUrlBuilder): Promise<EditorialContacts> {
  const { version, draft, publication } = await listStateOf(db, 'contacts', paths.contacts.href());
  const edited = (draft as ContactsDraft | null) ?? (await publishedContacts(db));
  const [groups, changes] = await Promise.all([
    editorialGroupsOf(db, urls, edited.groups),
    changesOf(db, 'contacts', listSubjectId, contactListFieldLabels),
  ]);
  return { version, groups, publication, changes };
}
