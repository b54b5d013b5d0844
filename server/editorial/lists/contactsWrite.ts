/**
 * 'Salvar' on the contacts page: the whole list in one transaction with its history line, on the version the editor
 * started from (409 otherwise, nothing written). Groups and people that were already there keep their ids (updated
 * in place, moved between groups if need be), new ones are inserted and those left out deleted: the public page's
 * ids stay stable across saves, and the history can say what changed rather than "everything".
 */
import { inArray, eq } from 'drizzle-orm';
import {
  checkContactGroups,
  contactListMessages as messages,
  storedContactTexts,
} from '../../../src/domain/editorialLists';
import type { ContactBody, ContactsSaveBody } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { contactGroups, contacts } from '../../db/schema';
import { DomainError } from '../../shared/domainError';
import { recordEditorialChange } from '../changeLog';
import type { WriteDeps } from '../newsWrite';
import { storedContactGroups } from './contactsRead';
import { contactListFieldLabels } from './listFieldLabels';
import { hasRepeats, readyPhotoIds } from './listChecks';
import { bumpListVersion, listSubjectId, lockListAtVersion } from './listVersion';

type StoredGroups = Awaited<ReturnType<typeof storedContactGroups>>;
type StoredPerson = StoredGroups[number]['people'][number]['person'];

const personFields = ['name', 'role', 'email', 'phone', 'languages'] as const;

/** Every id the body names is one the list holds now; every newly chosen portrait can be shown. */
async function assertUsable(
  tx: DbOrTx,
  body: ContactsSaveBody,
  peopleBefore: Map<number, StoredPerson>,
  groupIds: Set<number>,
) {
  const groupUnknown = body.groups.some((group) => group.id !== null && !groupIds.has(group.id));
  const personUnknown = body.groups.some((group) =>
    group.contacts.some((person) => person.id !== null && !peopleBefore.has(person.id)),
  );
  if (groupUnknown || personUnknown) throw new DomainError(400, messages.itemUnknown);
  // A portrait already shown stays as it is, so a save never fails over a picture nobody touched.
  const isNewPhoto = (person: ContactBody) =>
    person.imageMediaId !== null &&
    (person.id === null || peopleBefore.get(person.id)?.imageMediaId !== person.imageMediaId);
  const chosen = body.groups.flatMap((group) =>
    group.contacts.filter(isNewPhoto).map((p) => p.imageMediaId!),
  );
  const ready = await readyPhotoIds(tx, chosen);
  for (const [g, group] of body.groups.entries())
    for (const [p, person] of group.contacts.entries())
      if (isNewPhoto(person) && !ready.has(person.imageMediaId!))
        throw new DomainError(400, messages.photoUnknown(g, p));
}

/** The code names of what the save changes, in the labels' order. */
function changedFields(
  body: ContactsSaveBody,
  before: StoredGroups,
  peopleBefore: Map<number, StoredPerson>,
) {
  const changed = new Set<string>();
  const keptGroups = new Set(body.groups.flatMap((group) => (group.id === null ? [] : [group.id])));
  const keptPeople = new Set(
    body.groups.flatMap((group) =>
      group.contacts.flatMap((person) => (person.id === null ? [] : [person.id])),
    ),
  );
  const titles = new Map(before.map((group) => [group.id, group.title]));
  if (
    before.length !== keptGroups.size ||
    body.groups.some((group) => group.id === null || titles.get(group.id) !== group.title.trim())
  )
    changed.add('groups');
  const groupOrderBefore = before.filter((group) => keptGroups.has(group.id)).map((group) => group.id);
  if (groupOrderBefore.join() !== [...keptGroups].join()) changed.add('groupOrder');
  if (peopleBefore.size !== keptPeople.size || body.groups.some((g) => g.contacts.some((p) => p.id === null)))
    changed.add('people');
  // Each group's kept people in order, before and after: a move between groups or within one shows here.
  const orderBefore = new Map(
    before.map((group) => [
      String(group.id),
      group.people
        .filter(({ person }) => keptPeople.has(person.id))
        .map(({ person }) => person.id)
        .join(),
    ]),
  );
  for (const [g, group] of body.groups.entries()) {
    const key = group.id === null ? `new-${g}` : String(group.id);
    const after = group.contacts.flatMap((person) => (person.id === null ? [] : [person.id])).join();
    if ((orderBefore.get(key) ?? '') !== after) changed.add('peopleOrder');
    orderBefore.delete(key);
  }
  if ([...orderBefore.values()].some((ids) => ids !== '')) changed.add('peopleOrder');
  for (const group of body.groups)
    for (const person of group.contacts) {
      const old = person.id === null ? undefined : peopleBefore.get(person.id);
      if (!old) continue;
      const texts = storedContactTexts(person);
      for (const field of personFields) if (old[field] !== texts[field]) changed.add(field);
      if (old.imageMediaId !== person.imageMediaId) changed.add('photo');
    }
  return Object.keys(contactListFieldLabels).filter((field) => changed.has(field));
}

export async function saveContacts({ db, actorId, now }: WriteDeps, body: ContactsSaveBody): Promise<void> {
  const problem = checkContactGroups(body.groups);
  if (problem) throw new DomainError(400, problem.message);
  const personIds = body.groups.flatMap((group) => group.contacts.map((person) => person.id));
  if (hasRepeats(body.groups.map((group) => group.id)) || hasRepeats(personIds))
    throw new DomainError(400, messages.itemRepeated);
  await db.transaction(async (tx) => {
    await lockListAtVersion(tx, 'contacts', body.version);
    const before = await storedContactGroups(tx);
    const peopleBefore = new Map(
      before.flatMap((group) => group.people.map(({ person }) => [person.id, person] as const)),
    );
    await assertUsable(tx, body, peopleBefore, new Set(before.map((group) => group.id)));
    const fields = changedFields(body, before, peopleBefore);

    const keptGroups: number[] = [];
    const keptPeople: number[] = [];
    for (const [g, group] of body.groups.entries()) {
      const groupValues = { title: group.title.trim(), position: g + 1 };
      let groupId = group.id;
      if (groupId === null) {
        const [row] = await tx.insert(contactGroups).values(groupValues).returning({ id: contactGroups.id });
        groupId = row!.id;
      } else await tx.update(contactGroups).set(groupValues).where(eq(contactGroups.id, groupId));
      keptGroups.push(groupId);
      for (const [p, person] of group.contacts.entries()) {
        const values = {
          groupId,
          ...storedContactTexts(person),
          imageMediaId: person.imageMediaId,
          position: p + 1,
        };
        if (person.id === null) {
          const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
          keptPeople.push(row!.id);
        } else {
          await tx.update(contacts).set(values).where(eq(contacts.id, person.id));
          keptPeople.push(person.id);
        }
      }
    }
    // People first: a person moved out of a group that goes has already been given their new group above.
    const gonePeople = [...peopleBefore.keys()].filter((id) => !keptPeople.includes(id));
    if (gonePeople.length) await tx.delete(contacts).where(inArray(contacts.id, gonePeople));
    const goneGroups = before.map((group) => group.id).filter((id) => !keptGroups.includes(id));
    if (goneGroups.length) await tx.delete(contactGroups).where(inArray(contactGroups.id, goneGroups));

    await bumpListVersion(tx, 'contacts', now);
    await recordEditorialChange(tx, 'contacts', {
      subjectId: listSubjectId,
      action: 'update',
      actorId,
      at: now,
      fields,
    });
  });
}
