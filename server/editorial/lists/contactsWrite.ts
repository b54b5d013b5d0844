/**
 * The contacts page as a list saved whole (listDraft.ts): 'Salvar' keeps the groups and people as the draft,
 * 'Publicar' writes them to contact_groups and contacts, 'Descartar rascunho' drops them. Groups and people already
 * public keep their ids (updated in place, moved between groups if need be), new ones are inserted and those left out
 * deleted: the public page's ids stay stable across publications, and the history can say what changed rather than
 * "everything".
 */
import { inArray, eq } from 'drizzle-orm';
import {
  checkContactGroups,
  contactListMessages as messages,
  storedContactTexts,
} from '../../../src/domain/editorialLists';
import type {
  ContactBody,
  ContactGroupBody,
  ContactsDraft,
  ContactsSaveBody,
} from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { contactGroups, contacts } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import type { WriteDeps } from '../newsWrite';
import { publishedContacts } from './contactsRead';
import { contactListFieldLabels } from './listFieldLabels';
import { hasRepeats, itemKeys, keptOrders, readyPhotoIds } from './listChecks';
import { discardListDraft, publishListDraft, saveListDraft, type WholeList } from './listDraft';

const personFields = ['name', 'role', 'email', 'phone', 'languages'] as const;

const peopleOf = (draft: ContactsDraft) => draft.groups.flatMap((group) => group.contacts);

/** Every id the draft names is one the published list holds; every newly chosen portrait can be shown. */
async function assertUsable(tx: DbOrTx, draft: ContactsDraft, published: ContactsDraft) {
  const groupIds = new Set(published.groups.map((group) => group.id));
  const peopleBefore = new Map(peopleOf(published).map((person) => [person.id!, person]));
  const groupUnknown = draft.groups.some((group) => group.id !== null && !groupIds.has(group.id));
  const personUnknown = peopleOf(draft).some((person) => person.id !== null && !peopleBefore.has(person.id));
  if (groupUnknown || personUnknown) throw new DomainError(400, messages.itemUnknown);
  // A portrait already shown stays as it is, so a save never fails over a picture nobody touched.
  const isNewPhoto = (person: ContactBody) =>
    person.imageMediaId !== null &&
    (person.id === null || peopleBefore.get(person.id)?.imageMediaId !== person.imageMediaId);
  const ready = await readyPhotoIds(
    tx,
    peopleOf(draft)
      .filter(isNewPhoto)
      .map((person) => person.imageMediaId!),
  );
  for (const [g, group] of draft.groups.entries())
    for (const [p, person] of group.contacts.entries())
      if (isNewPhoto(person) && !ready.has(person.imageMediaId!))
        throw new DomainError(400, messages.photoUnknown(g, p));
}

/** The code names of what changed from `before` to `after`, in the labels' order. */
function changedFields(after: ContactsDraft, before: ContactsDraft) {
  const changed = new Set<string>();
  const groupKeys = itemKeys(after.groups);
  const groupKeysBefore = itemKeys(before.groups);
  const titles = new Map(groupKeysBefore.map((key, at) => [key, before.groups[at]!.title]));
  if (
    groupKeys.length !== groupKeysBefore.length ||
    groupKeys.some((key, at) => titles.get(key) !== after.groups[at]!.title)
  )
    changed.add('groups');
  const groupOrder = keptOrders(groupKeys, groupKeysBefore);
  if (groupOrder.after !== groupOrder.before) changed.add('groupOrder');

  const personKeys = itemKeys(peopleOf(after));
  const personKeysBefore = itemKeys(peopleOf(before));
  if (
    personKeys.length !== personKeysBefore.length ||
    personKeys.some((key) => !personKeysBefore.includes(key))
  )
    changed.add('people');
  // Each group's people in order, before and after, keyed as their group: a move between groups or within one
  // shows here.
  const peopleByGroup = (draft: ContactsDraft, keys: string[], personKeysOf: string[]) => {
    let next = 0;
    return new Map(
      draft.groups.map((group, at) => [keys[at]!, group.contacts.map(() => personKeysOf[next++]!)]),
    );
  };
  const groupsAfter = peopleByGroup(after, groupKeys, personKeys);
  const groupsBefore = peopleByGroup(before, groupKeysBefore, personKeysBefore);
  const kept = (keys: string[] | undefined, others: string[]) =>
    (keys ?? []).filter((key) => others.includes(key)).join();
  for (const key of new Set([...groupsAfter.keys(), ...groupsBefore.keys()]))
    if (kept(groupsAfter.get(key), personKeysBefore) !== kept(groupsBefore.get(key), personKeys))
      changed.add('peopleOrder');

  const peopleBefore = new Map(personKeysBefore.map((key, at) => [key, peopleOf(before)[at]!]));
  for (const [at, person] of peopleOf(after).entries()) {
    const old = peopleBefore.get(personKeys[at]!);
    if (!old) continue;
    for (const field of personFields) if (old[field] !== person[field]) changed.add(field);
    if (old.imageMediaId !== person.imageMediaId) changed.add('photo');
  }
  return Object.keys(contactListFieldLabels).filter((field) => changed.has(field));
}

async function writePublic(
  tx: DbOrTx,
  draft: ContactsDraft,
  published: ContactsDraft,
): Promise<ContactsDraft> {
  const written: ContactGroupBody[] = [];
  for (const [g, group] of draft.groups.entries()) {
    const groupValues = { title: group.title, position: g + 1 };
    let groupId = group.id;
    if (groupId === null) {
      const [row] = await tx.insert(contactGroups).values(groupValues).returning({ id: contactGroups.id });
      groupId = row!.id;
    } else await tx.update(contactGroups).set(groupValues).where(eq(contactGroups.id, groupId));
    const people: ContactBody[] = [];
    for (const [p, person] of group.contacts.entries()) {
      const values = {
        groupId,
        ...storedContactTexts(person),
        imageMediaId: person.imageMediaId,
        position: p + 1,
      };
      let personId = person.id;
      if (personId === null) {
        const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
        personId = row!.id;
      } else await tx.update(contacts).set(values).where(eq(contacts.id, personId));
      people.push({ ...person, id: personId });
    }
    written.push({ ...group, id: groupId, contacts: people });
  }
  const result = { groups: written };
  // People first: a person moved out of a group that goes has already been given their new group above.
  const keptPeople = new Set(peopleOf(result).map((person) => person.id));
  const gonePeople = peopleOf(published)
    .map((person) => person.id!)
    .filter((id) => !keptPeople.has(id));
  if (gonePeople.length) await tx.delete(contacts).where(inArray(contacts.id, gonePeople));
  const keptGroups = new Set(written.map((group) => group.id));
  const goneGroups = published.groups.map((group) => group.id!).filter((id) => !keptGroups.has(id));
  if (goneGroups.length) await tx.delete(contactGroups).where(inArray(contactGroups.id, goneGroups));
  return result;
}

export const contactList: WholeList<ContactsDraft> = {
  name: 'contacts',
  assertStorable: ({ groups }) => {
    const problem = checkContactGroups(groups);
    if (problem) throw new DomainError(400, problem.message);
    const personIds = groups.flatMap((group) => group.contacts.map((person) => person.id));
    if (hasRepeats(groups.map((group) => group.id)) || hasRepeats(personIds))
      throw new DomainError(400, messages.itemRepeated);
  },
  normalized: ({ groups }) => ({
    groups: groups.map((group) => ({
      ...group,
      title: group.title.trim(),
      contacts: group.contacts.map((person) => ({ ...person, ...storedContactTexts(person) })),
    })),
  }),
  readPublic: publishedContacts,
  assertUsable,
  changedFields,
  writePublic,
  withKnownIds: (draft, published) => {
    const groupIds = new Set(published.groups.map((group) => group.id));
    const personIds = new Set(peopleOf(published).map((person) => person.id));
    return {
      groups: draft.groups.map((group) => ({
        ...group,
        id: groupIds.has(group.id) ? group.id : null,
        contacts: group.contacts.map((person) => ({
          ...person,
          id: personIds.has(person.id) ? person.id : null,
        })),
      })),
    };
  },
};

export const saveContacts = (deps: WriteDeps, body: ContactsSaveBody) =>
  saveListDraft(deps, contactList, body);
export const publishContacts = (deps: WriteDeps, version: number) =>
  publishListDraft(deps, contactList, version);
export const discardContactsDraft = (deps: WriteDeps, version: number) =>
  discardListDraft(deps, 'contacts', version);
