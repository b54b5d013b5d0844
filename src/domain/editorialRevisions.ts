/**
 * The rules of an item's revisions, autosave and editing lock, shared by the editors and the API: which items have
 * them, who may touch them (the capability of editing the item), how long a lock lives without a heartbeat, how
 * large an autosave may be, and the words both sides show.
 */
import type { Capability } from './roles';
import { sectionKinds, type SectionKind } from './sections';

/**
 * The items whose saves are kept whole: `subject` of the change log (a section page's is its section's kind). A list
 * saved whole (the contacts, the home's banner: subject id 1) keeps each publication rather than each save of its
 * draft, and a restore puts the revision back in its draft.
 */
export const revisionSubjects = [
  'news',
  ...sectionKinds,
  'car',
  'version',
  'album',
  'event',
  'contacts',
  'banner',
] as const;
export type RevisionSubject = (typeof revisionSubjects)[number];

export const isRevisionSubject = (value: string): value is RevisionSubject =>
  (revisionSubjects as readonly string[]).includes(value);

/** A list saved whole is one item: its revisions, autosave and lock are of this id. */
export const listSubjectId = 1;

/** The lists saved whole, whose restores go to their draft. */
export const isListSubject = (subject: RevisionSubject): subject is 'contacts' | 'banner' =>
  subject === 'contacts' || subject === 'banner';

export const isSectionPageSubject = (subject: RevisionSubject): subject is SectionKind =>
  (sectionKinds as readonly string[]).includes(subject);

/** The right to see an item's revisions, restore one, autosave it and hold its lock: the right to edit it. */
export const revisionCapability = (subject: RevisionSubject): Capability =>
  subject === 'event' ? 'manageEvents' : 'publish';

/** An open editor says it is still there this often; a lock without a heartbeat for `lockLapseMs` is nobody's. */
export const lockHeartbeatMs = 20_000;
export const lockLapseMs = 60_000;

/**
 * The largest autosaved body, as JSON, per item: a little over what the item's own save may carry (a news item's
 * text is up to 100,000 characters, which the save's schema lets reach twice that before the rule's own words).
 */
export const autosaveMaxBytes: Record<RevisionSubject, number> = {
  news: 220_000,
  company: 220_000,
  technology: 220_000,
  emobility: 220_000,
  car: 220_000,
  version: 220_000,
  // The album editor's form, which is what is kept aside: each photo with its thumbnail and texts, up to 500 of them.
  album: 200_000,
  event: 220_000,
  // Some hundred people; the banner's dozen slides are a few kilobytes.
  contacts: 220_000,
  banner: 64_000,
};

export const revisionMessages = {
  notFound: 'Versão não encontrada.',
  unknownSubject: 'Item desconhecido.',
  /** A revision kept before a field was added or renamed, which the save of today would refuse. */
  notRestorable: 'Esta versão não pode ser restaurada: o formulário mudou desde que ela foi salva.',
  autosaveTooLarge: 'O rascunho automático é grande demais para ser guardado.',
  autosaveNotObject: 'O rascunho automático deve ser um objeto.',
  noAutosave: 'Nenhum rascunho automático.',
} as const;

/** The change log's words for a restore: 'Restaurou a versão 3'. */
export const restoredNote = (number: number) => `Restaurou a versão ${number}`;
