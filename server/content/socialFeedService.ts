/** The social block's feeds, newest first: `rssfeed/youtube` and `rssfeed/twitter`. */
import { desc, eq } from 'drizzle-orm';
import type { SocialFeedResponse } from '../../src/domain/content';
import { homeLimits } from '../../src/domain/limits';
import type { Db } from '../db/client';
import { socialFeedItems } from '../db/schema';

export async function buildFeed(db: Db, network: 'twitter' | 'youtube'): Promise<SocialFeedResponse> {
  const rows = await db
    .select()
    .from(socialFeedItems)
    .where(eq(socialFeedItems.network, network))
    .orderBy(desc(socialFeedItems.isoDate), desc(socialFeedItems.id))
    .limit(network === 'twitter' ? homeLimits.tweets : homeLimits.youtube);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      link: row.link,
      isoDate: row.isoDate.toISOString(),
      content: row.content,
    })),
  };
}
