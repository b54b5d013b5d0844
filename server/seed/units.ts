/**
 * The seed, as a list of named units applied in order, each once per database and recorded in `applied_seeds`. A
 * newsroom started before an upgrade gets the units added since on its next start; a unit already applied is never
 * run again, even if its content changed (write a new unit for that). Units that carry workflow state (loans,
 * events) must go through the services, never straight into tables, so what they leave is a state the workflow can
 * reach. Only append to this list; never rename a unit.
 */
import type { DbOrTx } from '../db/client';
import { writeAccounts } from './write/accounts';
import { writeCars } from './write/cars';
import { writeDrafts } from './write/drafts';
import { writeEvents } from './write/events';
import { writeLoanFleet } from './write/fleet';
import { writeBanners, writeSocialFeeds } from './write/home';
import { writeLoanAccountFields } from './write/loanAccounts';
import { writeLoans } from './write/loans';
import { writeAlbums, writeMedia } from './write/media';
import { writeNews } from './write/news';
import { writeContacts } from './write/people';
import { Refs } from './write/refs';
import { writeSections } from './write/sections';
import { writeShortTexts } from './write/shortTexts';
import { writeSpecSheets } from './write/specSheets';

export interface SeedContext {
  /** The moment the seed is written: news dates and gallery ages count back from it. */
  now: Date;
}

export interface SeedUnit {
  name: string;
  /**
   * 'content': what visitors read (a deployment gets it only when DEMO_CONTENT asks); 'accounts': the demo's people
   * and what they did (loans, events), never in a deployment, whose people come from the car group's provider.
   */
  demo: 'content' | 'accounts';
  apply(db: DbOrTx, context: SeedContext): Promise<void>;
}

/** Cars, sections, two years of news, contacts, the gallery, banner slides and social feeds (rows only). */
const demoContent: SeedUnit = {
  name: 'demo-content',
  demo: 'content',
  async apply(db, { now }) {
    const refs = new Refs();
    // Order follows the foreign keys: media first, then what shows it, news last but for the banners that link it.
    await writeMedia(db, refs, now);
    await writeAlbums(db, refs, now);
    await writeCars(db, refs, now);
    await writeSections(db, refs, now);
    await writeNews(db, refs, now);
    await writeContacts(db, refs);
    await writeBanners(db, refs);
    await writeSocialFeeds(db, now);
  },
};

/** Spec sheets (PDF) of some versions; the files are made with the other seed media (media/specSheets.ts). */
const versionSpecSheets: SeedUnit = {
  name: 'version-spec-sheets',
  demo: 'content',
  apply: (db) => writeSpecSheets(db),
};

/** Shorter versions of some text blocks for tablets and phones (`textMed`, `textLow`). */
const templateShortTexts: SeedUnit = {
  name: 'template-short-texts',
  demo: 'content',
  apply: (db) => writeShortTexts(db),
};

/** An unpublished news item and an unpublished version, to try the preview token (README, demo content). */
const previewDrafts: SeedUnit = {
  name: 'preview-drafts',
  demo: 'content',
  apply: (db, { now }) => writeDrafts(db, now),
};

/** The embedded provider's demo accounts, one per role, and their newsroom users (DECISIONS.md, "Sign-in"). */
const accounts: SeedUnit = {
  name: 'accounts',
  demo: 'accounts',
  apply: (db, { now }) => writeAccounts(db, now),
};

/** The loan programme's models and the press fleet (plates, chassis, colours, years, locations). */
const loanFleet: SeedUnit = { name: 'loan-fleet', demo: 'content', apply: (db) => writeLoanFleet(db) };

/** The journalist's CNH and its picture; a blocked press agent (bloqueado@imprensa.test). */
const accountLoanFields: SeedUnit = {
  name: 'account-loan-fields',
  demo: 'accounts',
  apply: (db, { now }) => writeLoanAccountFields(db, now),
};

/** Loans in every status, requested and moved through the loan service by the seeded accounts. */
const seededLoans: SeedUnit = {
  name: 'loans',
  demo: 'accounts',
  apply: (db, { now }) => writeLoans(db, now),
};

/** Press events, past and upcoming, with invitations of the seeded accounts and two answers (write/events.ts). */
const seededEvents: SeedUnit = {
  name: 'events',
  demo: 'accounts',
  apply: (db, { now }) => writeEvents(db, now),
};

export const seedUnits: SeedUnit[] = [
  demoContent,
  versionSpecSheets,
  templateShortTexts,
  previewDrafts,
  accounts,
  loanFleet,
  accountLoanFields,
  seededLoans,
  seededEvents,
];
