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
export type TemplateBlock = Static<typeof Wire.TemplateBlock>;
export type ContentPage = Static<typeof Wire.ContentPage>;
export type ChildLink = Static<typeof Wire.ChildLink>;
export type CarListResponse = Static<typeof Wire.CarListResponse>;
export type CarPage = Static<typeof Wire.CarPage>;
export type CarDetailResponse = Static<typeof Wire.CarDetailResponse>;
export type VersionPage = Static<typeof Wire.VersionPage>;
export type VersionResponse = Static<typeof Wire.VersionResponse>;
export type SectionPage = Static<typeof Wire.SectionPage>;
export type CompanyRootResponse = Static<typeof Wire.CompanyRootResponse>;
export type CompanyPageResponse = Static<typeof Wire.CompanyPageResponse>;
export type CompanySubpageResponse = Static<typeof Wire.CompanySubpageResponse>;
export type TechnologyRootResponse = Static<typeof Wire.TechnologyRootResponse>;
export type TechnologyPageResponse = Static<typeof Wire.TechnologyPageResponse>;
export type TechnologySubpageResponse = Static<typeof Wire.TechnologySubpageResponse>;
export type EmobilityRootResponse = Static<typeof Wire.EmobilityRootResponse>;
export type EmobilityPageResponse = Static<typeof Wire.EmobilityPageResponse>;
export type EmobilitySubpageResponse = Static<typeof Wire.EmobilitySubpageResponse>;
export type NewsPageResponse = Static<typeof Wire.NewsPageResponse>;
export type NewsCarsResponse = Static<typeof Wire.NewsCarsResponse>;
export type NewsDetail = Static<typeof Wire.NewsDetail>;
export type NewsDetailResponse = Static<typeof Wire.NewsDetailResponse>;
export type PdfRequest = Static<typeof Wire.PdfRequest>;
export type PdfResponse = Static<typeof Wire.PdfResponse>;
export type GalleryPageResponse = Static<typeof Wire.GalleryPageResponse>;
export type Album = Static<typeof Wire.Album>;
export type AlbumPageResponse = Static<typeof Wire.AlbumPageResponse>;
export type AlbumDetailResponse = Static<typeof Wire.AlbumDetailResponse>;
