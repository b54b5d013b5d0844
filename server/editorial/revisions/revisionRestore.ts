/**
 * 'Restaurar esta versão': the revision's body saved again, at the version the editor sees, through the item's own
 * save, so every rule of today applies to it (a photo since deleted is refused as in any save), a stale version is
 * refused with 409, and the restore is itself a new revision. A list saved whole (the contacts, the banner) keeps a
 * revision per publication: its restore is a save of its draft, which the press officer then previews and publishes,
 * and makes no revision. The change log says 'Restaurou a versão N'.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CarSaveBody, VersionSaveBody } from '../../../src/domain/editorialCarSchemas';
import { EventSaveBody } from '../../../src/domain/editorialEventSchemas';
import { BannerSaveBody, ContactsSaveBody } from '../../../src/domain/editorialListSchemas';
import { SectionPageSaveBody } from '../../../src/domain/editorialPageSchemas';
import {
  isSectionPageSubject,
  revisionMessages,
  type RevisionSubject,
} from '../../../src/domain/editorialRevisions';
import { AlbumSaveBody, NewsSaveBody } from '../../../src/domain/editorialSchemas';
import type { Db } from '../../db/client';
import { editorialChanges, editorialRevisions } from '../../db/schema';
import type { EventSite } from '../../events/eventPlanning';
import { DomainError } from '../../shared/domainError';
import type { FileStore } from '../../storage/fileStore';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { saveAlbum } from '../albums/albumWrite';
import { saveCar, saveCarVersion } from '../cars/carWrite';
import { saveEditorialEvent } from '../events/eventDeskWrite';
import { banner } from '../lists/bannerWrite';
import { contactList } from '../lists/contactsWrite';
import { saveListDraft } from '../lists/listDraft';
import { saveNews } from '../newsWrite';
import { saveSectionPage } from '../pages/pageWrite';
import { lastRevisionNumber, revisionAt } from './revisionLog';

export interface RestoreDeps {
  db: Db;
  files: FileStore;
  /** A news text's pictures must be the newsroom's own media, addressed as this builder addresses them. */
  media: MediaUrlBuilder;
  site: EventSite;
  actorId: number;
  now: Date;
}

/** Each item's save body and save: the body is checked against the schema its own route declares. */
interface ItemSave {
  schema: TSchema;
  save: (deps: RestoreDeps, id: number, body: never) => Promise<void>;
  /** The save keeps a draft, which makes no revision (a list's). */
  toDraft?: true;
}

function itemSaveOf(subject: RevisionSubject): ItemSave {
  if (isSectionPageSubject(subject))
    return {
      schema: SectionPageSaveBody,
      save: (deps, id, body: SectionPageSaveBody) => saveSectionPage(deps, { kind: subject, id }, body),
    };
  const saves: Record<Exclude<RevisionSubject, 'company' | 'technology' | 'emobility'>, ItemSave> = {
    news: { schema: NewsSaveBody, save: saveNews },
    car: { schema: CarSaveBody, save: saveCar },
    version: {
      schema: VersionSaveBody,
      save: (deps, id, body: VersionSaveBody) => saveCarVersion(deps, deps.files, id, body),
    },
    album: { schema: AlbumSaveBody, save: saveAlbum },
    event: { schema: EventSaveBody, save: saveEditorialEvent },
    // A revision may name a row published then and gone since: restored, it is a new one.
    contacts: {
      schema: ContactsSaveBody,
      save: (deps, _id, body: ContactsSaveBody) =>
        saveListDraft(deps, contactList, body, { restoring: true }),
      toDraft: true,
    },
    banner: {
      schema: BannerSaveBody,
      save: (deps, _id, body: BannerSaveBody) => saveListDraft(deps, banner, body, { restoring: true }),
      toDraft: true,
    },
  };
  return saves[subject];
}

/**
 * Restores revision `number` of the item from its `version`; answers the number of the revision it made (for a list,
 * whose restore goes to its draft, its newest revision, the one published last).
 */
export async function restoreRevision(
  deps: RestoreDeps,
  subject: RevisionSubject,
  id: number,
  number: number,
  version: number,
): Promise<number> {
  const itemSave = itemSaveOf(subject);
  return deps.db.transaction(async (tx) => {
    const { snapshot } = await revisionAt(tx, subject, id, number);
    const body = { ...snapshot, version };
    if (!Value.Check(itemSave.schema, body)) throw new DomainError(400, revisionMessages.notRestorable);
    // The save opens its own transaction on `tx`: a savepoint, so the marks below and the save stand or fall together.
    await itemSave.save({ ...deps, db: tx }, id, body as never);
    const made = await lastRevisionNumber(tx, subject, id);
    if (!itemSave.toDraft)
      await tx
        .update(editorialRevisions)
        .set({ restoredFrom: number })
        .where(
          and(
            eq(editorialRevisions.subject, subject),
            eq(editorialRevisions.subjectId, id),
            eq(editorialRevisions.number, made),
          ),
        );
    const [change] = await tx
      .select({ id: editorialChanges.id })
      .from(editorialChanges)
      .where(and(eq(editorialChanges.subject, subject), eq(editorialChanges.subjectId, id)))
      .orderBy(desc(editorialChanges.id))
      .limit(1);
    await tx
      .update(editorialChanges)
      .set({ action: 'restore', note: String(number) })
      .where(eq(editorialChanges.id, change!.id));
    return made;
  });
}
