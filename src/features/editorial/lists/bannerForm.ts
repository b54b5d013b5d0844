/** The banner editor's form: what the press officer changes before 'Salvar rascunho', and the body it becomes. */
import type { BannerSlideFields, BannerTargetCategory } from '../../../domain/editorialLists';
import type { BannerSaveBody, EditorialBanner } from '../../../domain/editorialListSchemas';
import { newKey } from './contactsForm';

/** What the 'Abre' choice offers: a page is one of the three sections', told by the page chosen. */
export type OpensKind = 'car' | 'news' | 'page';

export interface SlideForm {
  key: string;
  id: number | null;
  title: string;
  subtitle: string;
  mediaId: number | null;
  thumbnail: string | null;
  video: boolean;
  /** Null: opens nothing. A kind without a target: chosen, the item not yet. */
  opens: { kind: OpensKind; category: BannerTargetCategory | null; fatherId: number | null } | null;
}

export const kindOf = (category: BannerTargetCategory): OpensKind =>
  category === 'car' || category === 'news' ? category : 'page';

export const bannerFormOf = (banner: EditorialBanner): SlideForm[] =>
  banner.slides.map((slide) => ({
    // A slide the draft adds has no id until it is published.
    key: slide.id === null ? newKey('slide') : `slide-${slide.id}`,
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    mediaId: slide.mediaId,
    thumbnail: slide.thumbnail,
    video: slide.video,
    opens: slide.opens && { kind: kindOf(slide.opens.category), ...slide.opens },
  }));

export const blankSlide = (): SlideForm => ({
  key: newKey('slide'),
  id: null,
  title: '',
  subtitle: '',
  mediaId: null,
  thumbnail: null,
  video: false,
  opens: null,
});

export const bannerFieldsOf = (slides: SlideForm[]): BannerSlideFields[] =>
  slides.map((slide) => ({
    ...slide,
    opens: slide.opens && {
      category: slide.opens.category ?? 'session',
      fatherId: slide.opens.category ? slide.opens.fatherId : null,
    },
  }));

export const bannerBodyOf = (slides: SlideForm[], version: number): BannerSaveBody => ({
  version,
  slides: bannerFieldsOf(slides).map((slide, index) => ({
    id: slides[index]!.id,
    title: slide.title,
    subtitle: slide.subtitle,
    mediaId: slide.mediaId,
    // The rules refuse a target without an id before a body is made.
    opens: slide.opens && { category: slide.opens.category, fatherId: slide.opens.fatherId! },
  })),
});
