/**
 * The public content as it travels between the newsroom API and the web app (spec sections 3 and 7). Field names
 * are the spec's, kept exactly, even where they mix languages or styles.
 */

/** The three renditions of a photo (low ~1024 px, medium ~1795 px, full ~4096 px wide) or of a video (low: poster
 * image, medium: MP4, full: MOV). Absolute addresses. */
export interface MediaVariants {
  media: string;
  mediaMed: string;
  mediaLow: string;
}

/** Size labels shown with the download choices (Pequena, Media, Grande, or MP4). */
export interface MediaSizes {
  mediaSize: string;
  mediaSizeMedium: string;
  mediaSizeLow: string;
}

export interface MenuSubItem {
  id: number;
  title: string;
}

export interface MenuItem extends MenuSubItem {
  listsub?: MenuSubItem[];
}

/** Side menu and footer. `cars` lists cars (listsub: versions); the others list level-1 pages (listsub: level 2). */
export interface Menu {
  cars: MenuItem[];
  session: MenuItem[];
  technology: MenuItem[];
  emobility: MenuItem[];
}

/** What a banner slide opens: a car, a news item, a section page, or nothing. */
export type BannerCategory = 'car' | 'news' | 'session' | 'technology' | 'emobility' | 'album' | 'none';

export interface BannerSlide extends MediaVariants {
  category: BannerCategory;
  id_destaque: number;
  father_id: number | null;
  title: string;
  subTitle: string;
}

export type NewsTextEnum = 'Empresa' | 'Technologies' | 'E-Mobilities' | 'Carros';

export interface NewsAssociation {
  text_enum: NewsTextEnum;
  association_id: number;
  association_item_id: number | null;
}

export interface NewsItem extends MediaVariants {
  id: number;
  _id: string;
  title: string;
  subtitle: string;
  /** ISO date, 'yyyy-mm-dd'. */
  news_date: string;
  created_at: string;
  news_associations: NewsAssociation[];
  category_type: 'news';
  session_id: number | null;
  car_id: number | null;
  technology_id: number | null;
  emobility_id: number | null;
  bucket_id: number | null;
}

/** A photo or video of the gallery (`bucket_media` items). */
export interface GalleryItem extends MediaVariants, MediaSizes {
  id: number;
  title: string;
  created_at: string;
}

export type CarCategory = 1 | 2 | 3;

export interface CarSummary {
  id: number;
  title: string;
  categoryCar: CarCategory;
  mediaThumb: string;
}

export interface HomeResponse {
  news: NewsItem[];
  gallery: GalleryItem[];
  destaque: BannerSlide[];
  cars: CarSummary[];
  menu: Menu;
}

/** A tweet or a YouTube video of the social block. */
export interface SocialFeedItem {
  id: number;
  title: string;
  link: string;
  isoDate: string;
  content: string;
}

export interface SocialFeedResponse {
  items: SocialFeedItem[];
}

export interface Contact {
  id: number;
  /** Portrait, absolute address, or null when the person has none. */
  image: string | null;
  name: string;
  role: string;
  email: string;
  phone: string | null;
  languages: string | null;
}

export interface ContactGroup {
  id: number;
  title: string;
  subcontacts: Contact[];
}

/** `GET contacts/json/` answers the groups as a plain list. */
export type ContactsResponse = ContactGroup[];

/** Every error the API answers. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
