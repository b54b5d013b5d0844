/**
 * The share fields of a news item against what is stored (src/domain/newsSharing.ts has the rules of their form): a
 * slug no other news item uses, a share image that is a photo of the newsroom's own media. Each refusal is a 400
 * with the words the editor shows beside the field.
 */
import { and, eq, ne } from 'drizzle-orm';
import { newsShareMessages } from '../../src/domain/newsSharing';
import type { NewsDraftBody } from '../../src/domain/editorialSchemas';
import type { DbOrTx } from '../db/client';
import { databaseErrorOf } from '../db/errors';
import { media, news } from '../db/schema';
import { DomainError } from '../shared/domainError';

/** The unique index on a typed slug (schema.ts). */
const slugIndex = 'news_slug';

/** `selfId`: the item being saved, whose own slug is no clash. */
export async function assertStorableShare(
  db: DbOrTx,
  body: Pick<NewsDraftBody, 'slug' | 'shareMediaId'>,
  selfId: number | null,
): Promise<void> {
  if (body.slug) {
    const [taken] = await db
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.slug, body.slug), ...(selfId === null ? [] : [ne(news.id, selfId)])))
      .limit(1);
    if (taken) throw new DomainError(400, newsShareMessages.slugTaken);
  }
  if (body.shareMediaId !== undefined && body.shareMediaId !== null) {
    // A photo still being prepared has no sizes to cut a card from yet, as for the main photo.
    const [found] = await db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.id, body.shareMediaId), eq(media.kind, 'image'), eq(media.state, 'ready')));
    if (!found) throw new DomainError(400, newsShareMessages.shareImageUnknown);
  }
}

/**
 * Two saves taking one slug at the same moment both pass the check above; the index lets one through and the other
 * hears the same words as if it had been checked, rather than a general clash (the editor reads a 409 as another
 * person's save of the item).
 */
export async function withSlugClashSaid<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const database = databaseErrorOf(error);
    if (database?.code === '23505' && database.constraint === slugIndex)
      throw new DomainError(400, newsShareMessages.slugTaken);
    throw error;
  }
}
