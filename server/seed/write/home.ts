/** What only the home page shows: banner slides and the social feeds. */
import { bannerSlides, socialFeedItems } from '../../db/schema';
import type { Db } from '../../db/client';
import { seedBanners, type SeedBannerTarget } from '../content/banners';
import { seedSections } from '../content/sections/allSections';
import { seedSocialItems } from '../content/social';
import { sectionKindFromWire } from '../../../src/domain/sections';
import type { Refs } from './refs';

function fatherId(target: SeedBannerTarget, refs: Refs): number {
  switch (target.category) {
    case 'car':
      return refs.get('car', target.car);
    case 'news':
      return refs.get('news', target.newsTitle);
    default:
      if (!seedSections[sectionKindFromWire(target.category)].some((page) => page.id === target.pageId))
        throw new Error(`Banner points at a missing ${target.category} page ${target.pageId}`);
      return target.pageId;
  }
}

export async function writeBanners(db: Db, refs: Refs): Promise<void> {
  await db.insert(bannerSlides).values(
    seedBanners.map((banner, index) => ({
      category: banner.target.category,
      fatherId: fatherId(banner.target, refs),
      mediaId: refs.media(banner.media),
      title: banner.title,
      subtitle: banner.subtitle,
      position: index + 1,
    })),
  );
}

export async function writeSocialFeeds(db: Db, now: Date): Promise<void> {
  const hour = 60 * 60 * 1000;
  await db.insert(socialFeedItems).values(
    seedSocialItems().map((item) => ({
      network: item.network,
      title: item.title,
      link: item.link,
      content: item.content,
      isoDate: new Date(now.getTime() - item.hoursAgo * hour),
    })),
  );
}
