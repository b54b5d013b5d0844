/**
 * The home's banner slides as the editor opens them: the draft when there is one, else the published slides, in the
 * slider's order, each with its photo and what it opens, plus what a slide can open (bannerChoices.ts), the list's
 * version, where it stands (listDraft.ts) and its history.
 */
import { asc, eq } from 'drizzle-orm';
import { bannerTargetCategories, type BannerTargetCategory } from '../../../src/domain/editorialLists';
import type {
  BannerDraft,
  BannerSlideBody,
  EditorialBanner,
  EditorialBannerSlide,
} from '../../../src/domain/editorialListSchemas';
import { paths } from '../../../src/domain/routes';
import type { DbOrTx } from '../../db/client';
import { bannerSlides, media } from '../../db/schema';
import type { MediaUrlBuilder } from '../../media/mediaUrls';
import { changesOf } from '../../shared/changeLog';
import { bannerChoices } from './bannerChoices';
import { listStateOf } from './listDraft';
import { bannerFieldLabels } from './listFieldLabels';
import { mediaFilesOf, thumbnailOf } from './listChecks';
import { listSubjectId } from '../../../src/domain/editorialRevisions';

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

/** The published slides, as a draft's body has them. */
export async function publishedBanner(db: DbOrTx): Promise<BannerDraft> {
  const rows = await storedBannerSlides(db);
  return {
    slides: rows.map(({ slide }) => ({
      id: slide.id,
      title: slide.title,
      subtitle: slide.subtitle,
      mediaId: slide.mediaId,
      opens: opensOf(slide),
    })),
  };
}

/** `slides` with their photos' thumbnails, and whether each shows a film. */
async function editorialSlidesOf(
  db: DbOrTx,
  urls: MediaUrlBuilder,
  slides: BannerSlideBody[],
): Promise<EditorialBannerSlide[]> {
  const files = await mediaFilesOf(
    db,
    slides.flatMap((slide) => (slide.mediaId === null ? [] : [slide.mediaId])),
  );
  return slides.map((slide) => {
    const file = slide.mediaId === null ? undefined : files.get(slide.mediaId);
    return {
      id: slide.id,
      title: slide.title,
      subtitle: slide.subtitle,
      // A stored slide always has its photo: the rules refuse a draft without one.
      mediaId: slide.mediaId!,
      thumbnail: thumbnailOf(urls, file ?? null),
      video: file?.kind === 'video',
      opens: slide.opens,
    };
  });
}

export async function readEditorialBanner(db: DbOrTx, urls: MediaUrlBuilder): Promise<EditorialBanner> {
  const { version, draft, publication } = await listStateOf(db, 'banner', paths.home.href());
  const edited = (draft as BannerDraft | null) ?? (await publishedBanner(db));
  const slides = await editorialSlidesOf(db, urls, edited.slides);
  const [choices, changes] = await Promise.all([
    bannerChoices(
      db,
      slides.flatMap((slide) => (slide.opens?.category === 'news' ? [slide.opens.fatherId] : [])),
    ),
    changesOf(db, 'banner', listSubjectId, bannerFieldLabels),
  ]);
  return { version, slides, choices, publication, changes };
}
