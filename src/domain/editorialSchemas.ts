/**
 * Wire shapes of the editorial area (`/api/redacao/…`, DECISIONS.md "Staff areas beyond the spec"): the
 * server declares them on its routes, the editor types its calls with them. The rules are in editorialNews.ts,
 * editorialMedia.ts and editorialAlbums.ts.
 */
import { Type, type Static } from 'typebox';
import { albumLimits } from './editorialAlbums';
import { editorialNewsLimits } from './editorialNews';
import { mediaLimits, releasePdfPattern } from './editorialMedia';
import { newsShareLimits } from './newsSharing';

const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** What a news item is about, as the news filters read it (news_associations). */
export const NewsAssociation = Type.Object(
  {
    textEnum: Type.Union([
      Type.Literal('Empresa'),
      Type.Literal('Technologies'),
      Type.Literal('E-Mobilities'),
      Type.Literal('Carros'),
    ]),
    /** A car's id ('Carros') or a level-1 page's id of that kind. */
    associationId: rowId(),
    /** The car's version or the level-2 page, when the news is about that precisely. */
    associationItemId: Nullable(rowId()),
  },
  { additionalProperties: false },
);
export type NewsAssociation = Static<typeof NewsAssociation>;

/** What the editor sends to create a news item (always a draft) or to save one. */
export const NewsDraftBody = Type.Object(
  {
    title: Type.String({ maxLength: editorialNewsLimits.titleMax * 2 }),
    subtitle: Type.String({ maxLength: editorialNewsLimits.subtitleMax * 2 }),
    /** HTML from the rich-text editor. */
    description: Type.String({ maxLength: editorialNewsLimits.descriptionMax * 2 }),
    /** yyyy-mm-dd. */
    newsDate: Type.String({ maxLength: 40 }),
    /** The main photo (a media id), or none. */
    mediaId: Nullable(rowId()),
    /** The photo set shown under the text (an album id), or none. */
    albumId: Nullable(rowId()),
    associations: Type.Array(NewsAssociation, { maxItems: editorialNewsLimits.associationsMax * 2 }),
    /**
     * The photo set: every photo and film of the item (media ids) in the order the page shows them; left out, a save
     * keeps the set the item has.
     */
    mediaIds: Type.Optional(Type.Array(rowId(), { maxItems: editorialNewsLimits.photoSetMax * 2 })),
    /**
     * The release's own PDF (`documents/…pdf`, as its registration answered), null for none; left out, a save keeps
     * the one the item has.
     */
    pdfFile: Type.Optional(Nullable(Type.String({ pattern: releasePdfPattern }))),
    /**
     * How the item shows outside its page (newsSharing.ts), '' (null for the image) for the default: the words of
     * its address after the id, the description for search engines, the title and picture (a media id) of a shared
     * link's card. Left out, a save keeps what the item has.
     */
    slug: Type.Optional(Type.String({ maxLength: newsShareLimits.slugMax * 2 })),
    metaDescription: Type.Optional(Type.String({ maxLength: newsShareLimits.metaDescriptionMax * 2 })),
    shareTitle: Type.Optional(Type.String({ maxLength: newsShareLimits.shareTitleMax * 2 })),
    shareMediaId: Type.Optional(Nullable(rowId())),
  },
  { additionalProperties: false },
);
export type NewsDraftBody = Static<typeof NewsDraftBody>;

/** A save: the fields and the version the editor started from (409 when someone saved after it). */
export const NewsSaveBody = Type.Object(
  { ...NewsDraftBody.properties, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type NewsSaveBody = Static<typeof NewsSaveBody>;

/** 'Publicar', 'Despublicar', 'Cancelar agendamento', 'Excluir' and 'Restaurar': only the version the editor sees. */
export const NewsVersionBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type NewsVersionBody = Static<typeof NewsVersionBody>;

/** 'Agendar publicação': Brazil's wall clock, 'yyyy-mm-ddThh:mm'. */
export const NewsScheduleBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }), publishAt: Type.String({ maxLength: 40 }) },
  { additionalProperties: false },
);
export type NewsScheduleBody = Static<typeof NewsScheduleBody>;

export const EditorialState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('scheduled'),
  Type.Literal('published'),
  Type.Literal('deleted'),
]);

/** One recorded change of an item: who, when, what. */
export const EditorialChange = Type.Object({
  at: Type.String(),
  who: Type.String(),
  action: Type.String(),
  /** The action in Portuguese ('Criou', 'Salvou', 'Agendou para 28/11/2026 09:00', 'Publicou'…). */
  actionText: Type.String(),
  /** The fields a save changed, by their labels ('Título', 'Texto'…). */
  fields: Type.Array(Type.String()),
});
export type EditorialChange = Static<typeof EditorialChange>;

/** A news item in the editorial list. */
export const EditorialNewsSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  newsDate: Type.String(),
  state: EditorialState,
  stateText: Type.String(),
  /** ISO moment of a scheduled publication. */
  publishAt: Nullable(Type.String()),
  updatedAt: Type.String(),
  /** What a move from the list ('Restaurar' in the trash) names, as the editor's moves do. */
  version: Type.Integer(),
  /** The public page's address (/news/{id}); for a draft, with its preview token. */
  url: Type.String(),
});
export type EditorialNewsSummary = Static<typeof EditorialNewsSummary>;

export const EditorialNewsList = Type.Object({
  list: Type.Array(EditorialNewsSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type EditorialNewsList = Static<typeof EditorialNewsList>;

export const EditorialNewsListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** Words of the title. */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    state: Type.Optional(EditorialState),
  },
  { additionalProperties: false },
);
export type EditorialNewsListQuery = Static<typeof EditorialNewsListQuery>;

/** An uploaded photo or video as the editorial area shows it: a thumbnail once its sizes are made. */
export const EditorialMediaItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  state: Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')]),
  title: Type.String(),
  caption: Type.String(),
  credit: Type.String(),
  /**
   * What the photo's EXIF says its caption and credit are ('' when nothing): offered to the editor, public only once
   * taken into `caption` or `credit`.
   */
  suggestedCaption: Type.String(),
  suggestedCredit: Type.String(),
  /** ISO date-time the camera recorded, when it did. */
  takenAt: Nullable(Type.String()),
  thumbnail: Nullable(Type.String()),
  /** '4096 x 2731 px': the largest size, once made. */
  size: Type.String(),
});
export type EditorialMediaItem = Static<typeof EditorialMediaItem>;

/** A news item as the editor opens it. */
export const EditorialNews = Type.Object({
  ...NewsDraftBody.properties,
  id: Type.Integer(),
  version: Type.Integer(),
  state: EditorialState,
  stateText: Type.String(),
  publishAt: Nullable(Type.String()),
  /** Brazil's wall clock of `publishAt`, for the schedule field. */
  publishAtLocal: Nullable(Type.String()),
  /** The public page; for an unpublished item with an open preview link, that link ('Pré-visualizar'). */
  url: Type.String(),
  /**
   * An unpublished item's preview link, open or expired, for the editor to show, copy, revoke or replace; null for a
   * published item and for one whose link was revoked (or never made).
   */
  previewLink: Nullable(
    Type.Object({
      url: Type.String(),
      /** ISO moment it stops opening the draft. */
      expiresAt: Type.String(),
      /** Past `expiresAt` by the server's clock: it opens nothing any more. */
      expired: Type.Boolean(),
    }),
  ),
  /** The main photo's thumbnail, for the editor to show what was chosen. */
  mediaThumbnail: Nullable(Type.String()),
  /** The share fields, always answered (a body may leave them out). */
  slug: Type.String(),
  metaDescription: Type.String(),
  shareTitle: Type.String(),
  shareMediaId: Nullable(Type.Integer()),
  /** The share image's thumbnail, for the editor's card preview. */
  shareThumbnail: Nullable(Type.String()),
  /** The attached PDF's address, to open it from the editor. */
  pdfUrl: Nullable(Type.String()),
  /** The photo set, always answered (a body may leave it out). */
  mediaIds: Type.Array(Type.Integer()),
  /** The photo set's items in its order, each with its state and texts (what `mediaIds` names). */
  photoSet: Type.Array(EditorialMediaItem),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  changes: Type.Array(EditorialChange),
});
export type EditorialNews = Static<typeof EditorialNews>;

/** What the editor offers to associate a news item with, and to pick as its photos. */
export const EditorialNewsChoices = Type.Object({
  subjects: Type.Array(
    Type.Object({
      textEnum: NewsAssociation.properties.textEnum,
      id: Type.Integer(),
      title: Type.String(),
      /** Versions of a car, level-2 pages of a page. */
      items: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
    }),
  ),
  /** Drafts too: a release's photo set can be filled while the release is written. */
  albums: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), published: Type.Boolean() })),
});
export type EditorialNewsChoices = Static<typeof EditorialNewsChoices>;

/** Photos to choose the main photo from, newest first, searchable by title. */
/** The photos to choose from; `picture` (the medium size), `caption` and `credit` are what an inline picture shows. */
export const EditorialPhotoList = Type.Object({
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      thumbnail: Type.String(),
      picture: Type.String(),
      caption: Type.String(),
      credit: Type.String(),
    }),
  ),
  total: Type.Integer(),
});
export type EditorialPhotoList = Static<typeof EditorialPhotoList>;

/** A finished upload to register as a photo or a video (`POST /redacao/media`): its tus id and, if typed, a title. */
export const MediaRegisterBody = Type.Object(
  {
    upload: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    title: Type.Optional(Type.String({ maxLength: mediaLimits.title })),
  },
  { additionalProperties: false },
);
export type MediaRegisterBody = Static<typeof MediaRegisterBody>;

/**
 * What the press office writes about a photo or a video (`PUT /redacao/media/{id}`). The schema only bounds the
 * body: the texts' rules (a title, each limit) are checkMediaTexts's, whose words name the field.
 */
export const MediaTextsBody = Type.Object(
  {
    title: Type.String({ maxLength: mediaLimits.title * 2 }),
    caption: Type.String({ maxLength: mediaLimits.caption * 2 }),
    credit: Type.String({ maxLength: mediaLimits.credit * 2 }),
  },
  { additionalProperties: false },
);
export type MediaTextsBody = Static<typeof MediaTextsBody>;

export const AlbumState = Type.Union([Type.Literal('draft'), Type.Literal('published')]);

/** An album in the editorial list. */
export const EditorialAlbumSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  state: AlbumState,
  stateText: Type.String(),
  mediaAmount: Type.Integer(),
  cover: Nullable(Type.String()),
  updatedAt: Type.String(),
  /** The gallery's page of the album; null while it is a draft (the gallery has no preview of albums). */
  url: Nullable(Type.String()),
});
export type EditorialAlbumSummary = Static<typeof EditorialAlbumSummary>;

export const EditorialAlbumList = Type.Object({ list: Type.Array(EditorialAlbumSummary) });
export type EditorialAlbumList = Static<typeof EditorialAlbumList>;

/** 'Novo álbum': a draft, filled afterwards. Limits are checkAlbum's, in the field's words; the schema bounds. */
export const AlbumDraftBody = Type.Object(
  {
    title: Type.String({ maxLength: albumLimits.titleMax * 2 }),
    description: Type.String({ maxLength: albumLimits.descriptionMax * 2 }),
  },
  { additionalProperties: false },
);
export type AlbumDraftBody = Static<typeof AlbumDraftBody>;

/** The album as saved: its texts, its photos and videos in order, and its cover (one of them). */
export const AlbumSaveBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.String({ maxLength: albumLimits.titleMax * 2 }),
    description: Type.String({ maxLength: albumLimits.descriptionMax * 2 }),
    mediaIds: Type.Array(rowId(), {
      maxItems: albumLimits.itemsMax,
    }),
    coverMediaId: Nullable(rowId()),
  },
  { additionalProperties: false },
);
export type AlbumSaveBody = Static<typeof AlbumSaveBody>;

export const EditorialAlbum = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  state: AlbumState,
  stateText: Type.String(),
  version: Type.Integer(),
  coverMediaId: Nullable(Type.Integer()),
  items: Type.Array(EditorialMediaItem),
  url: Nullable(Type.String()),
  updatedAt: Type.String(),
  changes: Type.Array(EditorialChange),
});
export type EditorialAlbum = Static<typeof EditorialAlbum>;

/** A release's PDF once registered (`POST /redacao/documents`): where it is kept, its address and size. */
export const EditorialDocument = Type.Object({
  file: Type.String(),
  url: Type.String(),
  /** The name it had on the press officer's computer, to show what was attached. */
  name: Type.String(),
  bytes: Type.Integer(),
});
export type EditorialDocument = Static<typeof EditorialDocument>;
