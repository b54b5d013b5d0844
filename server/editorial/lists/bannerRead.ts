/**
 * The home's banner slides as the editor opens them: in the slider's order, each with its photo and what it opens,
 * plus what a slide can open (bannerChoices.ts), the list's version and its history.
 */
import { asc, eq } from 'drizzle-orm';
import { bannerTargetCategories, type BannerTargetCategory } from '../../../src/domain/editorialLists';
import type { EditorialBanner, EditorialBannerSlide } from '../../../src/domain/editorialListSchemas';
import type { DbOrTx } from '../../db/client';
import { bannerSlides, media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { changesOf } from '../changeLog';
import { bannerChoices } from './bannerChoices';
import { bannerFieldLabels } from './listFieldLabels';
import { thumbnailOf } from './listChecks';
import { listSubjectId, listVersionOf } from './listVersion';

export async function storedBannerSlides(db: DbOrTx) {
  return db
    .select({
      slide: bannerSlides,
      file: { folder: media.folder, fileLow: media.fileLow, state: media.state, kind: media.kind },
    })
    .from(bannerSlides)
    .innerJoin(media, eq(media.id, bannerSlides.mediaId))
    .orderBy(asc(bannerSlides.position), asc(bannerSlides.id));
}

/**
 * What a stored slide opens, as the editor offers it. 'none' and any category the editor does not offer (the wire
 * knows 'album', which no slide of the newsroom uses) read as nothing.
 */
export function opensOf(slide: { category: string; fatherId: number | null }) {
  const category = bannerTargetCategories.find((known) => known === slide.category);
  if (!category || slide.fatherId === null) return null;
  return { category: category as BannerTargetCategory, fatherId: slide.fatherId };
}

export async function readEditorialBanner(db: DbOrTx, urls: MediaUrlBuilder): Promise<EditorialBanner> {
  const rows = await storedBannerSlides(db);
  const slides = rows.map(({ slide, file }): EditorialBannerSlide => ({
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    mediaId: slide.mediaId,
    thumbnail: thumbnailOf(urls, file),
    video: file.kind === 'video',
    opens: opensOf(slide),
  }));
  const [version, choices, changes] = await Promise.all([
    listVersionOf(db, 'banner'),
    bannerChoices(
      db,
      slides.flatMap((slide) => (slide.opens?.category === 'news' ? [slide.opens.fatherId] : [])),
    ),
    changesOf(db, 'banner', listSubjectId, bannerFieldLabels),
  ]);
  return { version, slides, choices, changes };
}
