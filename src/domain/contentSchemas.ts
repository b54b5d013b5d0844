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

/** Every error the API answers. */
export const ApiErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
