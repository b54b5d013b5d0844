/**
 * The public content's types, as the web app and the API see them (spec sections 3 and 7). They are derived from the
 * wire's schemas in `contentSchemas.ts` (type-only imports: nothing of TypeBox reaches the web bundle).
 */
import type { Static } from 'typebox';
import type * as Wire from './contentSchemas';

export type MediaVariants = Static<typeof Wire.MediaVariants>;
export type MediaSizes = Static<typeof Wire.MediaSizes>;
export type MenuSubItem = Static<typeof Wire.MenuSubItem>;
export type MenuItem = Static<typeof Wire.MenuItem>;
export type Menu = Static<typeof Wire.Menu>;
export type BannerCategory = Static<typeof Wire.BannerCategory>;
export type BannerSlide = Static<typeof Wire.BannerSlide>;
export type NewsTextEnum = Static<typeof Wire.NewsTextEnum>;
export type NewsAssociation = Static<typeof Wire.NewsAssociation>;
export type NewsItem = Static<typeof Wire.NewsItem>;
export type GalleryItem = Static<typeof Wire.GalleryItem>;
export type CarCategory = Static<typeof Wire.CarCategory>;
export type CarSummary = Static<typeof Wire.CarSummary>;
export type HomeResponse = Static<typeof Wire.HomeResponse>;
export type SocialFeedItem = Static<typeof Wire.SocialFeedItem>;
export type SocialFeedResponse = Static<typeof Wire.SocialFeedResponse>;
export type Contact = Static<typeof Wire.Contact>;
export type ContactGroup = Static<typeof Wire.ContactGroup>;
export type ContactsResponse = Static<typeof Wire.ContactsResponse>;
export type ApiErrorBody = Static<typeof Wire.ApiErrorBody>;
