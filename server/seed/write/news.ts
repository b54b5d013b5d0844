/** News, their associations and template blocks. */
import { news, newsAssociations, templateBlocks } from '../../db/schema';
import type { Db } from '../../db/client';
import { assertSafeHtml } from '../../content/contentHtml';
import { buildSeedNews } from '../content/news/allNews';
import type { SeedAssociation } from '../content/news/types';
import { seedSections } from '../content/sections/allSections';
import { sectionKindOfNewsTextEnum } from '../../../src/domain/sections';
import { blockRows } from './pageColumns';
import { pairReturned, type Refs } from './refs';

function associationRow(newsId: number, association: SeedAssociation, refs: Refs) {
  if (association.textEnum === 'Carros') {
    return {
      newsId,
      textEnum: association.textEnum,
      associationId: refs.get('car', association.car),
      associationItemId: refs.optional('version', association.version),
    };
  }
  // Section pages keep their written ids; check them here, as no foreign key can.
  const pages = seedSections[sectionKindOfNewsTextEnum(association.textEnum)];
  const page = pages.find((candidate) => candidate.id === association.pageId);
  const item = pages.find((candidate) => candidate.id === association.itemId);
  if (!page || page.parentId !== null || (association.itemId !== undefined && item?.parentId !== page.id))
    throw new Error(`News association to a missing ${association.textEnum} page ${association.pageId}`);
  return {
    newsId,
    textEnum: association.textEnum,
    associationId: association.pageId,
    associationItemId: association.itemId ?? null,
  };
}

export async function writeNews(db: Db, refs: Refs, now: Date): Promise<void> {
  const items = buildSeedNews(now);
  const hour = 60 * 60 * 1000;
  const returned = await db
    .insert(news)
    .values(
      items.map((item) => {
        // Written and published in the morning of its day: never later than `now`, even for yesterday's news.
        const publishedAt = new Date(now.getTime() - item.daysAgo * 24 * hour - 3 * hour);
        return {
          title: item.title,
          subtitle: item.subtitle,
          description: assertSafeHtml(item.description, 'description'),
          mediaId: refs.media(item.media),
          albumId: refs.optional('album', item.album),
          newsDate: item.newsDate,
          createdAt: publishedAt,
          publishedAt,
        };
      }),
    )
    .returning({ id: news.id, title: news.title });
  const paired = pairReturned(items, returned, (input, row) => input.title === row.title);
  for (const [item, id] of paired) refs.set('news', item.title, id);

  await db
    .insert(newsAssociations)
    .values(
      paired.flatMap(([item, id]) => item.associations.map((entry) => associationRow(id, entry, refs))),
    );
  const blocks = paired.flatMap(([item, id]) => blockRows('news', id, item.blocks ?? [], refs));
  if (blocks.length) await db.insert(templateBlocks).values(blocks);
}
