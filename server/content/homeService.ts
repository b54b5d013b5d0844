/**
 * `GET home/json/`: banner slides, latest news, latest photos and videos, cars and the menu. Drafts never show
 * (publication.ts): no unpublished news or car, and no slide that would open one. The banner's preview link shows
 * its draft's slides instead of the published ones (listPreview.ts), the same slides left out.
 */
import { asc, desc, eq, getTableColumns, inArray, not, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BannerCategory, CarCategory, HomeResponse } from '../../src/domain/content';
import type { BannerDraft } from '../../src/domain/editorialListSchemas';
import { homeLimits } from '../../src/domain/limits';
import type { Db } from '../db/client';
import { rawRows } from '../db/rawRows';
import { bannerSlides, cars, media, news } from '../db/schema';
import { latestGallery } from '../media/galleryService';
import { buildMenu } from './menuService';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { shapeNews } from '../news/newsShape';
import { openedDraft, previewId } from './listPreview';
import { publicAccess, type Access } from './publication';

const { id: _mediaId, ...mediaFileColumns } = getTableColumns(media);

export async function buildHome(
  db: Db,
  urls: MediaUrlBuilder,
  access: Access = publicAccess,
): Promise<HomeResponse> {
  const previewed = await openedDraft(db, 'banner', access);
  const [destaque, latestNews, gallery, carList, menu] = await Promise.all([
    previewed ? draftSlidesOf(db, urls, previewed.draft as BannerDraft) : bannerSlidesOf(db, urls),
    latestNewsOf(db, urls),
    latestGallery(db, urls, homeLimits.gallery),
    carsOf(db, urls),
    buildMenu(db),
  ]);
  return { news: latestNews, gallery, destaque, cars: carList, menu };
}

/** A slide whose car, news item or section page (or that page's parent) is unpublished. */
const opensDraft = (category: SQLWrapper, fatherId: SQLWrapper) => sql`(
  (${category} = 'car'
    and exists (select 1 from ${cars} where ${cars.id} = ${fatherId} and not ${cars.published}))
  or (${category} = 'news'
    and exists (select 1 from ${news} where ${news.id} = ${fatherId} and not ${news.published}))
  or (${category} in ('session', 'technology', 'emobility') and exists (
    select 1 from section_pages page left join section_pages parent
      on parent.kind = page.kind and parent.id = page.parent_id
    where page.kind = case ${category} when 'session' then 'company' else ${category} end
      and page.id = ${fatherId}
      and (not page.published or not coalesce(parent.published, true))))
)`;

async function bannerSlidesOf(db: Db, urls: MediaUrlBuilder) {
  const rows = await db
    .select({ slide: bannerSlides, media: mediaFileColumns })
    .from(bannerSlides)
    .innerJoin(media, eq(media.id, bannerSlides.mediaId))
    .where(not(opensDraft(bannerSlides.category, bannerSlides.fatherId)))
    .orderBy(asc(bannerSlides.position), asc(bannerSlides.id));
  return rows.map(({ slide, media: file }) => ({
    id_destaque: slide.id,
    category: slide.category as BannerCategory,
    father_id: slide.fatherId,
    title: slide.title,
    subTitle: slide.subtitle,
    ...urls.variants(file),
  }));
}

/** The draft's slides as the home would show them once published (each slide's media found by its id). */
async function draftSlidesOf(db: Db, urls: MediaUrlBuilder, { slides }: BannerDraft) {
  if (!slides.length) return [];
  const rows = slides.map(
    (slide, at) =>
      sql`(${at}::int, ${slide.opens?.category ?? 'none'}::text, ${slide.opens?.fatherId ?? null}::int)`,
  );
  const hidden = rawRows<{ at: number }>(
    await db.execute(sql`
    select slide.at from (values ${sql.join(rows, sql`, `)}) as slide(at, category, father_id)
    where ${opensDraft(sql`slide.category`, sql`slide.father_id`)}`),
  );
  const left = new Set(hidden.map((row) => Number(row.at)));
  const files = new Map(
    (
      await db
        .select({ id: media.id, file: mediaFileColumns })
        .from(media)
        .where(
          inArray(
            media.id,
            slides.map((slide) => slide.mediaId!),
          ),
        )
    ).map(({ id, file }) => [id, file]),
  );
  return slides.flatMap((slide, at) => {
    const file = files.get(slide.mediaId!);
    if (left.has(at) || !file) return [];
    return [
      {
        id_destaque: previewId(slide.id, at),
        category: (slide.opens?.category ?? 'none') as BannerCategory,
        father_id: slide.opens?.fatherId ?? null,
        title: slide.title,
        subTitle: slide.subtitle,
        ...urls.variants(file),
      },
    ];
  });
}

async function latestNewsOf(db: Db, urls: MediaUrlBuilder) {
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      subtitle: news.subtitle,
      newsDate: news.newsDate,
      createdAt: news.createdAt,
      albumId: news.albumId,
      media: mediaFileColumns,
    })
    .from(news)
    .leftJoin(media, eq(media.id, news.mediaId))
    .where(eq(news.published, true))
    .orderBy(desc(news.newsDate), desc(news.id))
    .limit(homeLimits.news);
  return shapeNews(db, rows, urls);
}

async function carsOf(db: Db, urls: MediaUrlBuilder) {
  const thumb = alias(media, 'thumb');
  const rows = await db
    .select({ id: cars.id, title: cars.title, categoryCar: cars.categoryCar, thumb: getTableColumns(thumb) })
    .from(cars)
    .leftJoin(thumb, eq(thumb.id, cars.thumbMediaId))
    .where(eq(cars.published, true))
    // Highlighted cars first in their order, then models, concepts and classics.
    .orderBy(
      desc(cars.isHighlight),
      sql`${cars.highlightPosition} asc nulls last`,
      desc(cars.categoryCar),
      asc(cars.position),
      asc(cars.id),
    );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    categoryCar: row.categoryCar as CarCategory,
    mediaThumb: urls.variants(row.thumb).mediaLow,
  }));
}
