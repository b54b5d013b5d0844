/**
 * `GET home/json/`: banner slides, latest news, latest photos and videos, cars and the menu. Drafts never show
 * (publication.ts): no unpublished news or car, and no slide that would open one.
 */
import { asc, desc, eq, getTableColumns, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BannerCategory, CarCategory, HomeResponse } from '../../src/domain/content';
import { homeLimits } from '../../src/domain/limits';
import type { Db } from '../db/client';
import { bannerSlides, cars, media, news } from '../db/schema';
import { latestGallery } from '../media/galleryService';
import { buildMenu } from './menuService';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import { shapeNews } from '../news/newsShape';

const { id: _mediaId, ...mediaFileColumns } = getTableColumns(media);

export async function buildHome(db: Db, urls: MediaUrlBuilder): Promise<HomeResponse> {
  const [destaque, latestNews, gallery, carList, menu] = await Promise.all([
    bannerSlidesOf(db, urls),
    latestNewsOf(db, urls),
    latestGallery(db, urls, homeLimits.gallery),
    carsOf(db, urls),
    buildMenu(db),
  ]);
  return { news: latestNews, gallery, destaque, cars: carList, menu };
}

/** A slide whose car, news item or section page (or that page's parent) is unpublished. */
const opensDraft = sql`(
  (${bannerSlides.category} = 'car'
    and exists (select 1 from ${cars} where ${cars.id} = ${bannerSlides.fatherId} and not ${cars.published}))
  or (${bannerSlides.category} = 'news'
    and exists (select 1 from ${news} where ${news.id} = ${bannerSlides.fatherId} and not ${news.published}))
  or (${bannerSlides.category} in ('session', 'technology', 'emobility') and exists (
    select 1 from section_pages page left join section_pages parent
      on parent.kind = page.kind and parent.id = page.parent_id
    where page.kind = case ${bannerSlides.category} when 'session' then 'company' else ${bannerSlides.category} end
      and page.id = ${bannerSlides.fatherId}
      and (not page.published or not coalesce(parent.published, true))))
)`;

async function bannerSlidesOf(db: Db, urls: MediaUrlBuilder) {
  const rows = await db
    .select({ slide: bannerSlides, media: mediaFileColumns })
    .from(bannerSlides)
    .innerJoin(media, eq(media.id, bannerSlides.mediaId))
    .where(not(opensDraft))
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
