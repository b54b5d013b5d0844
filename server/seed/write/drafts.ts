/** Unit 'preview-drafts': an unpublished news item and an unpublished version, each with its preview token. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carVersions, cars, media, news, newsAssociations, templateBlocks } from '../../db/schema';
import { todayInBrazil } from '../../../src/domain/brazilTime';
import { previewLinkExpiry } from '../../../src/domain/previewLinks';
import { assertSafeHtml } from '../../content/contentHtml';
import { draftNews, draftVersion } from '../content/drafts';
import { seedMedia } from '../media/catalogue';
import { blockRows } from './pageColumns';
import { Refs } from './refs';

/** Media rows carry no seed key: find one by its file name, which the catalogue gives. */
async function mediaIdOf(db: Db, key: string): Promise<number> {
  const item = seedMedia.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`Unknown seed media '${key}'`);
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.folder, item.folder), eq(media.fileLow, item.files.low)));
  if (!row) throw new Error(`Seed media '${key}' is not in the database`);
  return row.id;
}

async function carIdOf(db: Db, title: string): Promise<number | undefined> {
  const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.title, title));
  return row?.id;
}

export async function writeDrafts(db: Db, now: Date): Promise<void> {
  const [item] = await db
    .insert(news)
    .values({
      title: draftNews.title,
      subtitle: draftNews.subtitle,
      description: assertSafeHtml(draftNews.description, 'description'),
      mediaId: await mediaIdOf(db, draftNews.media),
      newsDate: todayInBrazil(now),
      published: false,
      previewToken: draftNews.previewToken,
      previewExpiresAt: previewLinkExpiry(now),
    })
    .returning({ id: news.id });
  const refs = new Refs();
  await db.insert(templateBlocks).values(blockRows('news', item!.id, draftNews.blocks, refs));

  // A newsroom whose editors removed the car keeps its other demo content; the drafts that need it are skipped.
  const carId = await carIdOf(db, draftVersion.car);
  if (carId === undefined) return;
  await db
    .insert(newsAssociations)
    .values({ newsId: item!.id, textEnum: 'Carros', associationId: carId, associationItemId: null });
  const [version] = await db
    .insert(carVersions)
    .values({
      carId,
      title: draftVersion.title,
      subtitle: draftVersion.subtitle,
      description: assertSafeHtml(draftVersion.description, 'description'),
      mediaId: await mediaIdOf(db, draftVersion.media),
      position: sql`(select coalesce(max(${carVersions.position}), -1) + 1 from ${carVersions} where ${carVersions.carId} = ${carId})`,
      published: false,
      previewToken: draftVersion.previewToken,
      previewExpiresAt: previewLinkExpiry(now),
    })
    .returning({ id: carVersions.id });
  await db.insert(templateBlocks).values({
    ownerType: 'version',
    ownerId: version!.id,
    type: 1,
    text: assertSafeHtml(draftVersion.block.text, 'text'),
    textMed: assertSafeHtml(draftVersion.block.textMed, 'textMed'),
    textLow: assertSafeHtml(draftVersion.block.textLow, 'textLow'),
  });
}
