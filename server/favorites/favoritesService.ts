/**
 * A signed-in person's favorites, kept whole in one row (docs/decisions.md, "Favorites of the account"). While signed
 * in, the account's list is the truth: each change in the app replaces it, the last write winning; only at sign-in
 * is the browser's signed-out list merged into it, under a lock, so two devices signing in at once both keep theirs.
 */
import { eq } from 'drizzle-orm';
import { mergeFavorites, type DatedFavorite } from '../../src/domain/favorites';
import type { Db } from '../db/client';
import { userFavorites } from '../db/schema';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domainError';

export const favoritesMessages = {
  repeated: 'A lista de favoritos repete um item: cada imagem entra uma vez só.',
} as const;

interface Deps {
  db: Db;
  clock: Clock;
}

export async function readFavorites({ db }: Pick<Deps, 'db'>, userId: number): Promise<DatedFavorite[]> {
  const [row] = await db
    .select({ items: userFavorites.items })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId));
  return row?.items ?? [];
}

/** The account's list becomes `list`, as the app shows it. A list naming an image twice is refused whole. */
export async function replaceFavorites(
  { db, clock }: Deps,
  userId: number,
  list: DatedFavorite[],
): Promise<DatedFavorite[]> {
  const links = new Set(list.map((item) => item.imageLink));
  if (links.size !== list.length) throw new DomainError(400, favoritesMessages.repeated);
  const updatedAt = clock.now();
  await db
    .insert(userFavorites)
    .values({ userId, items: list, updatedAt })
    .onConflictDoUpdate({ target: userFavorites.userId, set: { items: list, updatedAt } });
  return list;
}

/** At sign-in: the browser's list merged into the account's (favorites.ts), stored and answered. */
export async function mergeIntoFavorites(
  { db, clock }: Deps,
  userId: number,
  browserList: DatedFavorite[],
): Promise<DatedFavorite[]> {
  const updatedAt = clock.now();
  return db.transaction(async (tx) => {
    // The row exists before it is locked: two first sign-ins at once would otherwise both find none, and the second
    // write would drop the first one's items.
    await tx.insert(userFavorites).values({ userId, items: [], updatedAt }).onConflictDoNothing();
    const [row] = await tx
      .select({ items: userFavorites.items })
      .from(userFavorites)
      .where(eq(userFavorites.userId, userId))
      .for('update');
    const merged = mergeFavorites(browserList, row?.items ?? []);
    await tx.update(userFavorites).set({ items: merged, updatedAt }).where(eq(userFavorites.userId, userId));
    return merged;
  });
}
