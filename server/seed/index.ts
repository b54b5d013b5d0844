/**
 * Seeding on every start (server/main.ts): the named units of `units.ts` not yet applied to this database, then the
 * seed's media files that are missing from the media folder (a fresh `var/`, a wiped folder).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedSeeds } from '../db/schema';
import { recordMediaBytes } from '../media/mediaBytes';
import type { FileStore } from '../storage/fileStore';
import { ensureSeedMedia } from './media/ensureFiles';
import { ensureSpecSheets } from './media/specSheets';
import { seedUnits, type SeedContext, type SeedUnit } from './units';

export { ensureSeedMedia, ensureSpecSheets, seedUnits };

/** Any number, as long as it is this seed's own: it serialises concurrent seeders (two API processes starting). */
const seedLockKey = 0x5eed_a0;

/**
 * Applies each unit not yet recorded, in order, each in one transaction with its record: a unit is applied whole or
 * not at all. Answers the names applied now.
 */
export async function applySeeds(
  db: Db,
  units: SeedUnit[] = seedUnits,
  context: SeedContext = { now: new Date() },
): Promise<string[]> {
  const applied: string[] = [];
  for (const unit of units) {
    const ran = await db.transaction(async (tx) => {
      // Held until the transaction ends: a second process waits here, then finds the unit recorded and moves on.
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      const done = await tx
        .select({ name: appliedSeeds.name })
        .from(appliedSeeds)
        .where(eq(appliedSeeds.name, unit.name));
      if (done.length) return false;
      await unit.apply(tx, context);
      await tx.insert(appliedSeeds).values({ name: unit.name });
      return true;
    });
    if (ran) applied.push(unit.name);
  }
  return applied;
}

export interface SeedResult {
  applied: string[];
  mediaMade: number;
  mediaSkipped: number;
  /** Media rows whose file sizes were measured now (all of them on a first start). */
  mediaMeasured: number;
}

/**
 * What `npm start` runs: the pending units, then the missing media files (made in parallel) and spec sheets, then
 * the byte sizes of media files not measured yet (the files exist only now).
 */
export async function seedNewsroom(
  db: Db,
  options: {
    /** Where the media files go: made once per store, whichever process gets there first. */
    files: FileStore;
    /** Runs the making of media files while no other process does (Database.exclusively). */
    exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
    now?: Date;
    log?: (message: string) => void;
    /** Which of the demo's parts to seed (server/seed/units.ts); both unless said. */
    demo?: { content: boolean; accounts: boolean };
  },
): Promise<SeedResult> {
  const demo = options.demo ?? { content: true, accounts: true };
  const units = seedUnits.filter((unit) => demo[unit.demo]);
  // The media files follow from the content definitions alone, never from the rows: they are made while the units
  // write the rows. PGlite works on this thread and sharp on libuv's, so on a fresh start each takes a core.
  const exclusively = options.exclusively ?? ((work) => work());
  const mediaMade = demo.content
    ? exclusively(async () => {
        const photos = await ensureSeedMedia(options.files, options.log);
        const sheets = await ensureSpecSheets(options.files);
        return { made: photos.made + sheets.made, skipped: photos.skipped + sheets.skipped };
      })
    : Promise.resolve({ made: 0, skipped: 0 });
  // Handled at once, so a failure while the units still run is not an unhandled rejection; it is thrown below.
  mediaMade.catch(() => undefined);
  const applied = await applySeeds(db, units, {
    now: options.now ?? new Date(),
  }).catch(async (error: unknown) => {
    await mediaMade.catch(() => undefined);
    throw error;
  });
  for (const name of applied) options.log?.(`Seed: applied '${name}'`);
  const media = await mediaMade;
  const bytes = await recordMediaBytes(db, options.files);
  if (bytes.missing) options.log?.(`Seed: ${bytes.missing} media files missing, their sizes stay unknown`);
  return {
    applied,
    mediaMade: media.made,
    mediaSkipped: media.skipped,
    mediaMeasured: bytes.recorded,
  };
}
