/**
 * The public content as it travels between the newsroom API and the web app (spec sections 3 and 7), as JSON
 * schemas: the API declares them as its response schemas, and `content.ts` derives the TypeScript types from them,
 * so the wire has one definition. Field names are the spec's, kept exactly, even where they mix languages.
 *
 * The web app imports only the types (from `content.ts`, type-only), so TypeBox never reaches its bundle.
 */
import { Type, type TSchema } from 'typebox';

/** The three renditions of a photo (low ~1024 px, medium ~1795 px, full ~4096 px wide) or of a video (low: poster
 * image, medium: MP4, full: MOV). Addresses are relative to the site (`/media/…`) unless a CDN serves the media. */
const mediaVariants = {
  media: Type.String(),
  mediaMed: Type.String(),
  mediaLow: Type.String(),
};
export const MediaVariants = Type.Object(mediaVariants);

/** Size labels shown with the download choices (Pequena, Média, Grande, or MP4). */
const mediaSizes = {
  mediaSize: Type.String(),
  mediaSizeMedium: Type.String(),
  mediaSizeLow: Type.String(),
};
export const MediaSizes = Type.Object(mediaSizes);

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MenuSubItem = Type.Object({ id: Type.Integer(), title: Type.String() });
export const MenuItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  listsub: Type.Optional(Type.Array(MenuSubItem)),
});

/** Side menu and footer. `cars` lists cars (listsub: versions); the others list level-1 pages (listsub: level 2).
 * `session` is the company tree (its wire name). */
export const Menu = Type.Object({
  cars: Type.Array(MenuItem),
  session: Type.Array(MenuItem),
  technology: Type.Array(MenuItem),
  emobility: Type.Array(MenuItem),
});

/** What a banner slide opens: a car, a news item, a section page ('session' is a company page), or nothing. */
export const BannerCategory = Type.Union([
  Type.Literal('car'),
  Type.Literal('news'),
  Type.Literal('session'),
  Type.Literal('technology'),
  Type.Literal('emobility'),
  Type.Literal('album'),
  Type.Literal('none'),
]);

export const BannerSlide = Type.Object({
  ...mediaVariants,
  category: BannerCategory,
  id_destaque: Type.Integer(),
  father_id: nullable(Type.Integer()),
  title: Type.String(),
  subTitle: Type.String(),
});

export const NewsTextEnum = Type.Union([
  Type.Literal('Empresa'),
  Type.Literal('Technologies'),
  Type.Literal('E-Mobilities'),
  Type.Literal('Carros'),
]);

export const NewsAssociation = Type.Object({
  text_enum: NewsTextEnum,
  association_id: Type.Integer(),
  association_item_id: nullable(Type.Integer()),
});

export const NewsItem = Type.Object({
  ...mediaVariants,
  id: Type.Integer(),
  _id: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  /** ISO date, 'yyyy-mm-dd'. */
  news_date: Type.String(),
  created_at: Type.String(),
  news_associations: Type.Array(NewsAssociation),
  category_type: Type.Literal('news'),
  session_id: nullable(Type.Integer()),
  car_id: nullable(Type.Integer()),
  technology_id: nullable(Type.Integer()),
  emobility_id: nullable(Type.Integer()),
  bucket_id: nullable(Type.Integer()),
});

/** A photo or video of the gallery (`bucket_media` items). */
export const GalleryItem = Type.Object({
  ...mediaVariants,
  ...mediaSizes,
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String(),
  /**
   * What the press office wrote under the photo and whose it is, where a page shows them (a news item's photos);
   * empty or absent when there is none.
   */
  caption: Type.Optional(Type.String()),
  credit: Type.Optional(Type.String()),
});

/** 1 classics, 2 concepts, 3 models. */
export const CarCategory = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const CarSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  categoryCar: CarCategory,
  mediaThumb: Type.String(),
});

export const HomeResponse = Type.Object({
  news: Type.Array(NewsItem),
  gallery: Type.Array(GalleryItem),
  destaque: Type.Array(BannerSlide),
  cars: Type.Array(CarSummary),
  menu: Menu,
});

/** A tweet or a YouTube video of the social block. */
export const SocialFeedItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Type.String(),
  isoDate: Type.String(),
  content: Type.String(),
});

export const SocialFeedResponse = Type.Object({ items: Type.Array(SocialFeedItem) });

export const Contact = Type.Object({
  id: Type.Integer(),
  /** Portrait address, or null when the person has none. */
  image: nullable(Type.String()),
  name: Type.String(),
  role: Type.String(),
  email: Type.String(),
  phone: nullable(Type.String()),
  languages: nullable(Type.String()),
});

export const ContactGroup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subcontacts: Type.Array(Contact),
});

/** `GET contacts/json/` answers the groups as a plain list. */
export const ContactsResponse = Type.Array(ContactGroup);

/**
 * The title of the media in a slot or block, as the newsroom keeps it ('' when empty): the page shows the picture
 * under its own words ('{page}: foto 1'), but its files are named after this one, by the server's downloads and the
 * app's alike (`mediaDownloadName`).
 */
const mediaTitle = Type.String();

/** A media slot of a content page (`media`, `sideMedia`, `bottomMedia`): three renditions, their size labels and
 * the media's own title, all '' when the slot is empty. Photo or video is told by the file's extension
 * (`mediaTypeOf`). */
const pageMediaSlot = <P extends string>(prefix: P) =>
  ({
    [prefix]: Type.String(),
    [`${prefix}Med`]: Type.String(),
    [`${prefix}Low`]: Type.String(),
    [`${prefix}Size`]: Type.String(),
    [`${prefix}SizeMedium`]: Type.String(),
    [`${prefix}SizeLow`]: Type.String(),
    [`${prefix}Title`]: mediaTitle,
  }) as Record<
    P | `${P}Med` | `${P}Low` | `${P}Size` | `${P}SizeMedium` | `${P}SizeLow` | `${P}Title`,
    ReturnType<typeof Type.String>
  >;

/** A block below a content page: type 1 is text (sanitised HTML; `textMed`/`textLow` are shorter versions for
 * tablets and phones, '' when the editor wrote none), type 2 is a photo or video with its size variants. */
export const TemplateBlock = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  text: Type.String(),
  textMed: Type.String(),
  textLow: Type.String(),
  ...mediaVariants,
  ...mediaSizes,
  mediaTitle,
});

/** Spec section 3, "Content page": what cars, versions, section pages and news details have in common.
 * `description` and `sideDescription` are sanitised HTML. */
const contentPage = {
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  description: Type.String(),
  ...pageMediaSlot('media'),
  ...pageMediaSlot('sideMedia'),
  sideDescription: Type.String(),
  bottomTitle: Type.String(),
  ...pageMediaSlot('bottomMedia'),
  templates: Type.Array(TemplateBlock),
};
export const ContentPage = Type.Object(contentPage);

/** A link to a child page (a car's version, a level-1 page's level-2 pages), with its thumbnail ('' when none). */
export const ChildLink = Type.Object({ id: Type.Integer(), title: Type.String(), mediaThumb: Type.String() });

/** What every content read adds: the news and gallery lists shown with the page (the related-content list). */
const relatedLists = { news: Type.Array(NewsItem), gallery: Type.Array(GalleryItem) };

/** `GET cars/json/?category=` (3 models, 2 concepts, 1 classics). */
export const CarListResponse = Type.Object({ cars: Type.Array(CarSummary), ...relatedLists });

export const CarPage = Type.Object({
  ...contentPage,
  categoryCar: CarCategory,
  versions: Type.Array(ChildLink),
});
/** `GET cars/json/car/{id}`. */
export const CarDetailResponse = Type.Object({ cars: CarPage, ...relatedLists });

export const VersionPage = Type.Object({
  ...contentPage,
  car_id: Type.Integer(),
  carTitle: Type.String(),
  /** The car's category: the version's trail goes through its list. */
  categoryCar: CarCategory,
  /** The uploaded spec sheet (a PDF file's address), or null when the version has none. */
  pdfMedia: nullable(Type.String()),
});
/** `GET cars/json/car/{id}/version/{versionId}`. */
export const VersionResponse = Type.Object({ version: VersionPage, ...relatedLists });

/** A company, technology or e-mobility page. `parent_id` is the level-1 page of a level-2 page (else null);
 * `listsub` its level-2 pages (level 1 only, else empty). */
export const SectionPage = Type.Object({
  ...contentPage,
  parent_id: nullable(Type.Integer()),
  parentTitle: nullable(Type.String()),
  listsub: Type.Array(ChildLink),
});

/** `sessions/json/` (company, `session[0]`), `technology/json/` (`technology[0]`), `mobilidade-eletrica/json/`
 * (`emobility[0]`): the root page, id 1, in a one-item list, as the spec has it. */
export const CompanyRootResponse = Type.Object({ session: Type.Array(SectionPage), ...relatedLists });
export const CompanyPageResponse = Type.Object({ session: SectionPage, ...relatedLists });
export const CompanySubpageResponse = Type.Object({ subsession: SectionPage, ...relatedLists });
export const TechnologyRootResponse = Type.Object({ technology: Type.Array(SectionPage), ...relatedLists });
export const TechnologyPageResponse = Type.Object({ technology: SectionPage, ...relatedLists });
export const TechnologySubpageResponse = Type.Object({ subTech: SectionPage, ...relatedLists });
export const EmobilityRootResponse = Type.Object({ emobility: Type.Array(SectionPage), ...relatedLists });
export const EmobilityPageResponse = Type.Object({ emobility: SectionPage, ...relatedLists });
export const EmobilitySubpageResponse = Type.Object({ subMob: SectionPage, ...relatedLists });

/** `GET news/json?page&limit` and `news/json/filter?…`: `pages` is the page count for that limit. */
export const NewsPageResponse = Type.Object({ pages: Type.Integer(), news: Type.Array(NewsItem) });

/** `GET news/json/cars`: the cars the news filter offers, those with published news (hidden from the menu or not),
 * each with its versions that have news (`listsub`), in the menu's order and shape. */
export const NewsCarsResponse = Type.Object({ cars: Type.Array(MenuItem) });

export const NewsDetail = Type.Object({
  ...contentPage,
  news_date: Type.String(),
  news_associations: Type.Array(NewsAssociation),
  bucket_id: nullable(Type.Integer()),
  /** The release's own PDF (a file's address) when the press office attached one. */
  pdfMedia: nullable(Type.String()),
  /** The words after the id in the item's address (`/news/{id}/{slug}`, newsSharing.ts); '' when it has none. */
  slug: Type.String(),
});
/** `GET news/json/news/{id}`: the item, and the related news (`related`, newest first, the item itself left out)
 * and photos of the vertical list. */
export const NewsDetailResponse = Type.Object({
  news: NewsDetail,
  related: Type.Array(NewsItem),
  gallery: Type.Array(GalleryItem),
});

/** `?token=` of every content read: a preview token lets an editor see an unpublished item. */
export const PreviewQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/** `POST pdf/chrome/url` (DECISIONS.md, PDFs). `url` must be a page of our own public site. */
export const PdfRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    inlinePdf: Type.Optional(Type.Boolean()),
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  // As every other body: a field the call does not know is a mistake to report, not to ignore.
  { additionalProperties: false },
);
export const PdfResponse = Type.Object({ pdf: Type.String(), name: Type.String(), url: Type.String() });

/** Every error the API answers. */
export const ApiErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

/** `GET buckets/json/photos?page&limit` and `buckets/json/videos?page&limit`: gallery items, newest first, and the
 * page count for that limit (0 when there is none). */
export const GalleryPageResponse = Type.Object({
  bucket_media: Type.Array(GalleryItem),
  pages: Type.Integer(),
});

/** An album ("bucket") in the list of albums: its cover's renditions ('' when it has no cover) and how many media
 * it holds. */
export const Album = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  created_at: Type.String(),
  ...mediaVariants,
  mediaAmount: Type.Integer(),
});

/** `GET buckets/json?page&limit`: albums holding at least one media, newest first. */
export const AlbumPageResponse = Type.Object({ bucket: Type.Array(Album), pages: Type.Integer() });

/** `GET buckets/json/bucket/{id}?page&limit`: the album and one page of its media, in the album's order. */
export const AlbumDetailResponse = Type.Object({
  bucket: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    created_at: Type.String(),
    bucket_associations: Type.Array(GalleryItem),
  }),
  pages: Type.Integer(),
});
