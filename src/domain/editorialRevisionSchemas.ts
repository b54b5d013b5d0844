/**
 * Wire shapes of an item's revisions, autosave and editing lock (`/api/redacao/revisions|autosaves|locks/{subject}/
 * {id}…`): the server declares them on its routes, the editors type their calls with them. Rules are in
 * editorialRevisions.ts.
 */
import { Type, type Static } from 'typebox';
import { Nullable, rowId } from './editorialPageSchemas';
import { revisionSubjects } from './editorialRevisions';

export const RevisionSubjectSchema = Type.Union(revisionSubjects.map((subject) => Type.Literal(subject)));

export const RevisionItemParams = Type.Object(
  { subject: RevisionSubjectSchema, id: rowId() },
  { additionalProperties: false },
);
export type RevisionItemParams = Static<typeof RevisionItemParams>;

export const RevisionParams = Type.Object(
  { subject: RevisionSubjectSchema, id: rowId(), number: rowId() },
  { additionalProperties: false },
);
export type RevisionParams = Static<typeof RevisionParams>;

/** One line of 'Histórico': a save, who made it and when; `restoredFrom` for a restore. */
export const RevisionSummary = Type.Object({
  number: Type.Integer(),
  who: Type.String(),
  at: Type.String(),
  restoredFrom: Nullable(Type.Integer()),
});
export type RevisionSummary = Static<typeof RevisionSummary>;

/** An item's revisions, newest first. */
export const RevisionList = Type.Object({ revisions: Type.Array(RevisionSummary) });
export type RevisionList = Static<typeof RevisionList>;

/** A revision whole: the body the editor saved, without its version. */
export const Revision = Type.Object({
  ...RevisionSummary.properties,
  snapshot: Type.Record(Type.String(), Type.Unknown()),
});
export type Revision = Static<typeof Revision>;

/** 'Restaurar esta versão': the version the editor sees (409 when someone saved after it). */
export const RestoreBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type RestoreBody = Static<typeof RestoreBody>;

/** What a restore answers: the revision it made and the item's version after it. */
export const RestoreAnswer = Type.Object({ number: Type.Integer() });
export type RestoreAnswer = Static<typeof RestoreAnswer>;

/** One person's unsaved body of an item, and the version it started from. */
export const AutosaveBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), body: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export type AutosaveBody = Static<typeof AutosaveBody>;

export const Autosave = Type.Object({ ...AutosaveBody.properties, savedAt: Type.String() });
export type Autosave = Static<typeof Autosave>;

/**
 * Who holds an item's editing lock, as a heartbeat or a takeover answers: `mine` (the caller), `held` by someone else
 * since `since`, or `takenOver`: the caller held it and `holder` took it at `since`.
 */
export const EditingLock = Type.Object({
  state: Type.Union([Type.Literal('mine'), Type.Literal('held'), Type.Literal('takenOver')]),
  holder: Type.String(),
  since: Type.String(),
});
export type EditingLock = Static<typeof EditingLock>;
