/**
 * The demo content of the newsroom, in Portuguese: cars, company/technology/e-mobility pages, two years of news,
 * contacts, a media gallery with generated photos and committed videos, banner slides and social feeds.
 *
 * server/main.ts calls `seedIfEmpty` on every start: rows are written once, when the database has no cars, and
 * media files are made whenever some are missing from the media folder (a fresh `var/`, a wiped folder).
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cars } from '../db/schema';
import { ensureSeedMedia } from './media/ensureFiles';
import { writeCars } from './write/cars';
import { writeBanners, writeSocialFeeds } from './write/home';
import { writeAlbums, writeMedia } from './write/media';
import { writeNews } from './write/news';
import { writeContacts } from './write/people';
import { Refs } from './write/refs';
import { writeSections } from './write/sections';

export { ensureSeedMedia };

export interface SeedResult {
  seeded: boolean;
  mediaMade: number;
  mediaSkipped: number;
}

/** Any number, as long as it is this seed's own: it serialises concurrent seeders (two API processes starting). */
const seedLockKey = 0x5eed_a0;

/** Rows only, no files: for tests that need content but not images. Returns false if content was already there. */
export async function seedContent(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Held until the transaction ends: a second process waits here, then finds the cars and leaves.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [existing] = await tx.select({ value: count() }).from(cars);
    if ((existing?.value ?? 0) > 0) return false;
    const refs = new Refs();
    // Order follows the foreign keys: media first, then what shows it, news last but for the banners that link it.
    await writeMedia(tx, refs, now);
    await writeAlbums(tx, refs, now);
    await writeCars(tx, refs, now);
    await writeSections(tx, refs, now);
    await writeNews(tx, refs, now);
    await writeContacts(tx, refs);
    await writeBanners(tx, refs);
    await writeSocialFeeds(tx, now);
    return true;
  });
}

/** Inserts the demo content when the database has no cars yet (in one transaction), then makes sure every seed
 * media file exists in mediaDir (making only the missing ones, in parallel). */
export async function seedIfEmpty(
  db: Db,
  options: { mediaDir: string; now?: Date; log?: (message: string) => void },
): Promise<SeedResult> {
  const seeded = await seedContent(db, options.now ? { now: options.now } : {});
  if (seeded) options.log?.('Seed: demo content written');
  const media = await ensureSeedMedia(options.mediaDir, options.log);
  return { seeded, mediaMade: media.made, mediaSkipped: media.skipped };
}
