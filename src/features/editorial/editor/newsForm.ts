import type {
  EditorialMediaItem,
  EditorialNews,
  NewsAssociation,
  NewsDraftBody,
} from '../../../domain/editorialSchemas';

/** What the editor's form holds: the body it sends, and the chosen photos' thumbnails to show them. */
export interface NewsForm extends Omit<NewsDraftBody, 'mediaIds'> {
  /** The photo set in its order, each as last read (the body sends their ids). */
  photoSet: EditorialMediaItem[];
  mediaThumbnail: string | null;
  pdfFile: string | null;
  /** The attached PDF's address, to open it. */
  pdfUrl: string | null;
  /** The share fields, '' (null) for their defaults (src/domain/newsSharing.ts). */
  slug: string;
  metaDescription: string;
  shareTitle: string;
  shareMediaId: number | null;
  /** The share image's thumbnail, for the card preview. */
  shareThumbnail: string | null;
}

/** A blank news item dated `today` (yyyy-mm-dd): the date the lists show is the day it is written, unless changed. */
export const blankNewsForm = (today: string): NewsForm => ({
  title: '',
  subtitle: '',
  description: '',
  newsDate: today,
  mediaId: null,
  albumId: null,
  associations: [],
  photoSet: [],
  mediaThumbnail: null,
  pdfFile: null,
  pdfUrl: null,
  slug: '',
  metaDescription: '',
  shareTitle: '',
  shareMediaId: null,
  shareThumbnail: null,
});

/** The form of a saved item, as the server answered it. */
export const newsFormOf = (news: EditorialNews): NewsForm => ({
  title: news.title,
  subtitle: news.subtitle,
  description: news.description,
  newsDate: news.newsDate.slice(0, 10),
  mediaId: news.mediaId,
  albumId: news.albumId,
  associations: news.associations,
  photoSet: news.photoSet,
  mediaThumbnail: news.mediaThumbnail,
  pdfFile: news.pdfFile ?? null,
  pdfUrl: news.pdfUrl,
  slug: news.slug,
  metaDescription: news.metaDescription,
  shareTitle: news.shareTitle,
  shareMediaId: news.shareMediaId,
  shareThumbnail: news.shareThumbnail,
});

/** What a create or save sends: the form without what is only shown. */
export function draftBodyOf(form: NewsForm): NewsDraftBody {
  const { mediaThumbnail: _shown, shareThumbnail: _previewed, pdfUrl: _opened, photoSet, ...body } = form;
  return { ...body, mediaIds: photoSet.map((item) => item.id) };
}

/** One association's identity: the same subject (and item) twice is one association. */
export const associationKey = (association: NewsAssociation) =>
  `${association.textEnum}:${association.associationId}:${association.associationItemId ?? ''}`;
