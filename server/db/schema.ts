/**
 * The newsroom's tables. Wire names (spec section 3) are produced by the route shapers, not here: columns use
 * snake_case SQL names and camelCase TypeScript names.
 */
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/** A file sent with an e-mail: small text files only (a calendar entry), kept in the outbox row itself. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** One entry of a stored cart request: its title and the media files it resolved to. */
export interface CartRequestItem {
  title: string;
  files: { folder: string; name: string }[];
  /** A press release favorite's news item: its PDF is printed into the zip, first in the item's folder. */
  releasePdf?: number;
}
import { sectionKinds, type SectionKind } from '../../src/domain/sections';
import type { DatedFavorite } from '../../src/domain/favorites';
import { mediaStates } from '../../src/domain/editorialMedia';

export { sectionKinds, type SectionKind };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Grows with every editorial save: a save made on an older version is refused (409), never lost silently
 * (server/editorial/).
 */
const editorialVersion = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

/**
 * A photo or a video with its three renditions. Images: low ~1024x683, medium ~1795x1197, full ~4096x2731.
 * Videos: medium is MP4, full is MOV, low is a poster image. Files live in the media storage under `folder`.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    title: text('title').notNull(),
    folder: text('folder').notNull(),
    fileLow: text('file_low').notNull(),
    fileMed: text('file_med').notNull(),
    fileFull: text('file_full').notNull(),
    /** Human size labels shown with the download choices, e.g. '1024 x 683 px · 180 KB'. */
    sizeLow: text('size_low').notNull(),
    sizeMed: text('size_med').notNull(),
    sizeFull: text('size_full').notNull(),
    /**
     * Bytes of each rendition's file, measured once the file exists (server/media/mediaBytes.ts); null until
     * then. They add the file size to the labels and sum a cart's size without touching the disk.
     */
    bytesLow: integer('bytes_low'),
    bytesMed: integer('bytes_med'),
    bytesFull: integer('bytes_full'),
    /**
     * CRC-32 of each rendition's file, read with its bytes (mediaBytes.ts): a zip can then store the file with its
     * checksum in the entry's header, which streaming unzippers such as Java's need, without reading it twice.
     */
    crcLow: bigint('crc_low', { mode: 'number' }),
    crcMed: bigint('crc_med', { mode: 'number' }),
    crcFull: bigint('crc_full', { mode: 'number' }),
    /** Shown in the gallery's "latest" lists; portraits of contacts and car thumbnails are not. */
    inGallery: boolean('in_gallery').notNull().default(true),
    createdAt: createdAt(),
    /** What the press office wrote for it: shown on the public site. */
    caption: text('caption').notNull().default(''),
    credit: text('credit').notNull().default(''),
    /**
     * What the photo's own EXIF said (its description, its author) when it was uploaded: offered to the editor, never
     * shown to the public until someone takes it as the caption or credit. A camera's text may be a shop's
     * default, a name that must not be credited, or wrong.
     */
    suggestedCaption: text('suggested_caption').notNull().default(''),
    suggestedCredit: text('suggested_credit').notNull().default(''),
    /** When the photo was taken, from its metadata; null when it says nothing. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** Uploads wait in 'processing' while the job queue makes their sizes (src/domain/editorialMedia.ts). */
    state: text('state', { enum: mediaStates }).notNull().default('ready'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('media_kind', sql`${t.kind} in ('image', 'video')`),
    check('media_state', sql`${t.state} in ('processing', 'ready', 'failed')`),
    index('media_gallery_latest').on(t.kind, t.createdAt),
  ],
);

/** Albums are "buckets" on the wire. */
export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  coverMediaId: integer('cover_media_id').references(() => media.id),
  createdAt: createdAt(),
  /** A draft album (the press office's, being filled) is in no gallery list and its page answers 404. */
  published: boolean('published').notNull().default(true),
  ...editorialVersion(),
});

export const albumMedia = pgTable(
  'album_media',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.mediaId] })],
);

/**
 * Publication of a content item: an unpublished one (a draft) is shown only to whoever has its preview token
 * (`?token=` of the spec), and never in lists, menus, search or feeds.
 */
const publication = () => ({
  published: boolean('published').notNull().default(true),
  previewToken: text('preview_token'),
  /**
   * The moment the preview token stops opening the draft (server/content/previewLinks.ts): a link forwarded beyond
   * the people it was meant for does not show the draft for ever. A token without one opens nothing.
   */
  previewExpiresAt: timestamp('preview_expires_at', { withTimezone: true }),
});

/** Columns every content page has (spec section 3, "Content page"). */
const pageColumns = () => ({
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  /** Sanitised HTML from the editors. */
  description: text('description').notNull().default(''),
  mediaId: integer('media_id').references(() => media.id),
  sideMediaId: integer('side_media_id').references(() => media.id),
  sideDescription: text('side_description').notNull().default(''),
  bottomTitle: text('bottom_title').notNull().default(''),
  bottomMediaId: integer('bottom_media_id').references(() => media.id),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  ...publication(),
  ...editorialVersion(),
});

export const carCategories = { classics: 1, concepts: 2, models: 3 } as const;

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    ...pageColumns(),
    categoryCar: smallint('category_car').notNull(),
    thumbMediaId: integer('thumb_media_id').references(() => media.id),
    isHighlight: boolean('is_highlight').notNull().default(false),
    highlightPosition: integer('highlight_position'),
    showMenu: boolean('show_menu').notNull().default(true),
  },
  (t) => [check('cars_category', sql`${t.categoryCar} between 1 and 3`)],
);

export const carVersions = pgTable(
  'car_versions',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    ...pageColumns(),
    /** The version's downloadable spec sheet, a file in the media storage. */
    pdfFile: text('pdf_file'),
  },
  (t) => [index('car_versions_car').on(t.carId)],
);

/**
 * Company (`session` on the wire), technology and e-mobility pages, two levels deep. Ids are numbered per kind
 * because the spec gives id 1 a meaning in each tree: it is the section's root page (`sessions/json/` answers it as
 * `session[0]`, and the menu links it to the section root). Level-1 pages have no parent.
 */
export const sectionPages = pgTable(
  'section_pages',
  {
    kind: text('kind', { enum: sectionKinds }).notNull(),
    id: integer('id').notNull(),
    parentId: integer('parent_id'),
    ...pageColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    foreignKey({ columns: [t.kind, t.parentId], foreignColumns: [t.kind, t.id] }).onDelete('cascade'),
    check('section_pages_kind', sql`${t.kind} in ('company', 'technology', 'emobility')`),
    check('section_pages_root_has_no_parent', sql`${t.id} <> 1 or ${t.parentId} is null`),
  ],
);

export const templateOwners = [
  'car',
  'version',
  'company',
  'technology',
  'emobility',
  'news',
  'event',
] as const;
export type TemplateOwner = (typeof templateOwners)[number];

/** Blocks below a content page: type 1 text, type 2 media. */
export const templateBlocks = pgTable(
  'template_blocks',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type', { enum: templateOwners }).notNull(),
    ownerId: integer('owner_id').notNull(),
    position: integer('position').notNull().default(0),
    type: smallint('type').notNull(),
    text: text('text').notNull().default(''),
    /** Shorter versions of a text block for tablets and phones; '' when the editor wrote none. */
    textMed: text('text_med').notNull().default(''),
    textLow: text('text_low').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id),
  },
  (t) => [
    index('template_blocks_owner').on(t.ownerType, t.ownerId, t.position),
    check('template_blocks_type', sql`${t.type} in (1, 2)`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    mediaId: integer('media_id').references(() => media.id),
    /** The album this news links to, if any (`bucket_id`). */
    albumId: integer('album_id').references(() => albums.id),
    newsDate: date('news_date').notNull(),
    createdAt: createdAt(),
    ...publication(),
    /**
     * A draft's embargo: published by the job queue at this moment (server/editorial/), shown before it only through
     * its preview link. Null for a draft with no date and for published news.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /**
     * The moment the item went live, by a publication by hand or by its schedule's job: what a feed reader shows
     * (the news date is a day only). Null while it is not published; a published row written without one (by a tool)
     * reads as midnight in Brasília of its news date.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...editorialVersion(),
    /** The release's own PDF, when the press office attached one: a file in the media storage, `documents/…`. */
    pdfFile: text('pdf_file'),
    /**
     * How the item shows outside its page (src/domain/newsSharing.ts): the words of its address after the id, the
     * description search engines show, the title and picture of a shared link's card. '' (null for the picture)
     * takes the default from the item's own title, subtitle, text and main photo.
     */
    slug: text('slug').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    shareTitle: text('share_title').notNull().default(''),
    shareMediaId: integer('share_media_id').references(() => media.id),
    /**
     * Set while the item is in the press office's trash ('Excluir'): it is unpublished and has no preview token
     * then, so every public read already leaves it out; the row stays so 'Restaurar' can bring it back.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('news_by_date').on(t.newsDate, t.id),
    // One item per address: a slug typed for one news item is refused for another.
    uniqueIndex('news_slug')
      .on(t.slug)
      .where(sql`${t.slug} <> ''`),
    // The news list and its pages walk published news newest first (this index backwards); drafts never listed.
    index('news_published_by_date')
      .on(t.newsDate, t.id)
      .where(sql`${t.published}`),
  ],
);

/**
 * A news item's photo set: every photo and film the press office put under it, in the order they chose. The public
 * page shows them after the main photo, and 'Baixar todas' takes them in that order.
 */
export const newsMedia = pgTable(
  'news_media',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.mediaId] }), index('news_media_media').on(t.mediaId)],
);

/**
 * The photos a news item's text shows (its `<img>` of the newsroom's media), recorded from the text at each save
 * (server/news/newsTextMedia.ts): a published item holds them, so the files are served (server/media/fileAccess.ts)
 * without reading 20,000 texts for it.
 */
export const newsTextMedia = pgTable(
  'news_text_media',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.mediaId] }), index('news_text_media_media').on(t.mediaId)],
);

/** News filters of the spec: textEnum values and what they point to. */
export const newsTextEnums = ['Empresa', 'Technologies', 'E-Mobilities', 'Carros'] as const;
export type NewsTextEnum = (typeof newsTextEnums)[number];

/**
 * What a news item is about. `associationId` is a section page id (of the kind the text enum names) or a car id;
 * `associationItemId` is the level-2 page or the car version, when the news is about that precisely.
 */
export const newsAssociations = pgTable(
  'news_associations',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    textEnum: text('text_enum', { enum: newsTextEnums }).notNull(),
    associationId: integer('association_id').notNull(),
    associationItemId: integer('association_item_id'),
    /**
     * The news item's `news_date` and `published`, copied by the triggers of migration 0020 on every write (from
     * any process or tool, even plain SQL; nothing to pass on insert): the news filter reads a page of one car's or
     * page's news from one index, newest first, without visiting every news item of that car to sort them.
     */
    newsDate: date('news_date'),
    newsPublished: boolean('news_published'),
  },
  (t) => [
    index('news_associations_news').on(t.newsId),
    index('news_associations_target').on(t.textEnum, t.associationId, t.associationItemId),
    // The news filter: every news item about one car or page, without reading the association rows.
    index('news_associations_filter').on(t.textEnum, t.associationId, t.newsId),
    // `news/json/filter` by a car or page: its published news in list order (this index backwards).
    index('news_associations_listed')
      .on(t.textEnum, t.associationId, t.newsDate, t.newsId)
      .where(sql`${t.newsPublished}`),
  ],
);

export const contactGroups = pgTable('contact_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => contactGroups.id, { onDelete: 'cascade' }),
  imageMediaId: integer('image_media_id').references(() => media.id),
  name: text('name').notNull(),
  role: text('role').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  languages: text('languages'),
  position: integer('position').notNull().default(0),
});

/**
 * Banner slides ("destaque"). `category` and `fatherId` say what the slide opens: a car, a news item, a section
 * page (category 'session' | 'technology' | 'emobility', fatherId the page id) or nothing.
 */
export const bannerSlides = pgTable('banner_slides', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  fatherId: integer('father_id'),
  mediaId: integer('media_id')
    .notNull()
    .references(() => media.id),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Tweets and YouTube videos shown in the social block, as the feeds gave them. */
export const socialFeedItems = pgTable(
  'social_feed_items',
  {
    id: serial('id').primaryKey(),
    network: text('network', { enum: ['twitter', 'youtube'] }).notNull(),
    title: text('title').notNull().default(''),
    link: text('link').notNull(),
    content: text('content').notNull().default(''),
    isoDate: timestamp('iso_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_feed_latest').on(t.network, t.isoDate)],
);

/**
 * People who sign in. `issuer` and `subject` name them at the identity provider (a subject is unique only within its
 * provider); both are null until the first sign-in. A suspended user is refused at sign-in and loses every session.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The provider that vouched for them last; null for rows signed in before providers were told apart. */
    issuer: text('issuer'),
    subject: text('subject'),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    /** src/domain/roles.ts: 1 administrator … 10 press. */
    role: smallint('role').notNull().default(10),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The profile of /registry (spec section 3, rules in src/domain/profile.ts). Empty until the user completes it.
    rg: text('rg').notNull().default(''),
    /** Digits only; shown with its mask. */
    cpf: text('cpf').notNull().default(''),
    address: text('address').notNull().default(''),
    /** 'Brasil' or 'Outros'; '' before the profile is completed. */
    country: text('country').notNull().default(''),
    /** A state's sigla ('SP') in Brasil, free text elsewhere. */
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    phone1: text('phone1').notNull().default(''),
    phone2: text('phone2').notNull().default(''),
    phone3: text('phone3').notNull().default(''),
    midiaName: text('midia_name').notNull().default(''),
    midiaType: text('midia_type').notNull().default(''),
    isNewsletterAccepted: boolean('is_newsletter_accepted').notNull().default(false),
    /** The browser the profile was last saved from (the app's `deviceID`). */
    deviceId: text('device_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    // The loan area's fields (spec loan-area section 3, "user").
    /** The driving licence number, 11 digits. */
    cnh: text('cnh').notNull().default(''),
    /** The stored name of the licence's picture (a private upload). */
    cnhPicture: text('cnh_picture').notNull().default(''),
    /** 1 to 3, chosen by the backoffice at approval. */
    tier: smallint('tier'),
    /** A blocked agent can be approved only with a justification (DECISIONS.md). */
    isAllowed: boolean('is_allowed').notNull().default(true),
    deniedReason: text('denied_reason'),
    /** Grows with each change the administrator saves (role, tier, block), so a save on an older read is refused. */
    version: integer('version').notNull().default(1),
    /** When the person's data was erased on their request (LGPD): the row stays for the loans that name it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_issuer_subject').on(t.issuer, t.subject)],
);

/**
 * Sign-in sessions: the opaque token the app sends as `authorization`. Only its SHA-256 is stored, so a copy of the
 * database lets nobody sign in as anyone.
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    /**
     * The `nonce` of the id token this session was opened with: unique, so one id token opens one session and a
     * replayed one is refused.
     */
    idTokenNonce: text('id_token_nonce').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_sessions_user').on(t.userId)],
);

/** Seed units already applied to this database (server/seed/units.ts): each runs once, ever. */
export const appliedSeeds = pgTable('applied_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails waiting to be delivered. A message is written here in the same transaction as what it tells about (a cart
 * request, a loan step), so it is sent if and only if that happened; the outbox sender (server/mail/outbox.ts)
 * delivers it, retrying with a growing delay, and marks it sent or, after the last attempt, failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (an approved loan's `.ics`), as `{ filename, contentType, content }` text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Why it was sent, for the local mailbox page and the logs: 'cart-download', 'loan-requested', ... */
    topic: text('topic').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When the sender may try it next: now at first, later after each failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender that took the message holds it until then, so two processes never send it twice. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

/**
 * A favorites cart asked for by e-mail (spec section 5, Cart download): the files are our own media, resolved to
 * their rows when the request is stored, so the zip link serves exactly these files and nothing else.
 */
export const cartRequests = pgTable(
  'cart_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** `[{ title, files: [{ folder, name }] }]`: the cart as the visitor sent it, checked and resolved. */
    items: jsonb('items').$type<CartRequestItem[]>().notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // The e-mails one recipient received lately (src/domain/usageLimits.ts).
  (t) => [index('cart_requests_recipient').on(t.email, t.createdAt)],
);

/** A PostgreSQL full-text document; only SQL reads and writes it (server/search/searchQuery.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index: one row per searchable item (news, car, version, section page, album), written ONLY by
 * the triggers of migration 0009 on the content tables, so it follows every edit, publication and deletion with no
 * step in code. `published` is false for a draft and for an item under a draft (a version of a draft car, a level-2
 * page of a draft level-1 page): the search reads only published rows.
 */
export const searchItems = pgTable(
  'search_items',
  {
    /** Where the row comes from: 'news', 'cars', 'car_versions', 'albums', or a section kind. */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    /** The spec's `category_type` (src/domain/search.ts). */
    categoryType: text('category_type').notNull(),
    /** A version's car, a level-2 page's level-1 page. */
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    mediaId: integer('media_id'),
    /** News only: `news_date`, for the recency of equally relevant news. */
    itemDate: date('item_date'),
    published: boolean('published').notNull(),
    /** Title (weight A, with the compact forms of punctuated model names), subtitle (B), text without HTML (C). */
    document: tsvector('document').notNull(),
    /** The title lower-cased, without accents, model names compact ('aurora tcross'): for trigram matching. */
    titleNorm: text('title_norm').notNull(),
    /**
     * The trigrams of `title_norm` (pg_trgm's `show_trgm`), one lexeme each, worked out once per write: the ranking
     * counts those it shares with the query's from them (`search_ranked`, migration 0024), the same figure as
     * pg_trgm's `similarity`, which splits and lower-cases the title again for every candidate of every search.
     */
    titleTrigrams: tsvector('title_trigrams').generatedAlwaysAs(
      (): SQL => sql`array_to_tsvector(show_trgm(${searchItems.titleNorm}))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceId] }),
    index('search_items_document')
      .using('gin', t.document)
      .where(sql`${t.published}`),
    index('search_items_title_trgm')
      .using('gin', t.titleNorm.op('gin_trgm_ops'))
      .where(sql`${t.published}`),
    // The search's matches other than news (cars, pages, albums: a few hundred), all of which are ranked, looked up
    // apart from the thousands of news a model name matches (`search_ranked`, migration 0022). No pending list, as
    // for the others (migration 0012).
    index('search_items_document_not_news')
      .using('gin', t.document)
      .with({ fastupdate: false })
      .where(sql`${t.published} and ${t.categoryType} <> 'news'`),
  ],
);

/**
 * The accounts of the embedded identity provider (server/idp/), used when no external one is configured. They are
 * the provider's, not the newsroom's: the newsroom's `users` row is found by the id token's subject (`id` here).
 */
export const idpAccounts = pgTable('idp_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt, as `scrypt$N$r$p$salt$hash` (server/idp/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * What the embedded provider keeps between requests (sessions, interactions, authorization codes, grants…): the
 * storage adapter of oidc-provider, so sign-in survives a restart and works across several API processes.
 */
export const oidcStore = pgTable(
  'oidc_store',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_store_grant').on(t.grantId),
    index('oidc_store_uid').on(t.uid),
    index('oidc_store_expires').on(t.expiresAt),
  ],
);

/**
 * Newsletter subscriptions (spec section 3): one per e-mail (kept lowercase), with the consent's time and the
 * version of the newsletter terms (termoNews) that was accepted.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  lastname: text('lastname').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  termsVersion: text('terms_version').notNull(),
  createdAt: createdAt(),
});

/** A vehicle of the press fleet (`car_frota`, spec loan-area section 3): one model's car with its plate. */
export const fleetVehicles = pgTable(
  'fleet_vehicles',
  {
    id: serial('id').primaryKey(),
    /** The fleet number people search for (6 to 80 characters). */
    frota: text('frota').notNull().unique(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    carVersionId: integer('car_version_id')
      .notNull()
      .references(() => carVersions.id),
    color: text('color').notNull(),
    modelYear: smallint('model_year').notNull(),
    vehicleLocation: text('vehicle_location').notNull(),
    /** Free text from the fleet manager ('Disponível', 'Em revisão'...); the agenda comes from the loans. */
    vehicleStatus: text('vehicle_status').notNull().default('Disponível'),
    placa: text('placa').notNull().unique(),
    chassis: text('chassis').notNull().unique(),
    createdAt: createdAt(),
    /** Grows with each save in /redacao/frota, so a save on an older read is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('fleet_vehicles_car').on(t.carId)],
);

/** The models the loan programme offers (the wizard's two options): a car with its position in the list. */
export const loanCarOptions = pgTable('loan_car_options', {
  carId: integer('car_id')
    .primaryKey()
    .references(() => cars.id),
  position: smallint('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Days a fleet vehicle is out of service (maintenance, an event, bodywork): no loan may be approved over them. */
export const fleetVehicleDowntime = pgTable(
  'fleet_vehicle_downtime',
  {
    id: serial('id').primaryKey(),
    fleetVehicleId: integer('fleet_vehicle_id')
      .notNull()
      .references(() => fleetVehicles.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('fleet_vehicle_downtime_vehicle').on(t.fleetVehicleId, t.startDate),
    check('fleet_vehicle_downtime_period', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A vehicle loan (comodato), from the request to its end (statuses in src/domain/loanStatus.ts). A fleet vehicle
 * can't be held by two loans whose held days (the period, or `heldFrom`..`heldUntil`) overlap in statuses 2, 3, 4,
 * 7 and 8: an exclusion constraint guarantees it.
 */
export const loans = pgTable(
  'loans',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The need ('Pauta'), 10 to 400 characters at request; the backoffice may edit it. */
    description: text('description').notNull(),
    /** The driver is the requester (`isOwner`) or a registered person found by CPF. */
    isOwner: boolean('is_owner').notNull(),
    driverUserId: integer('driver_user_id').references(() => users.id),
    driverName: text('driver_name').notNull(),
    driverCpf: text('driver_cpf').notNull(),
    driverRg: text('driver_rg').notNull(),
    driverCnh: text('driver_cnh').notNull(),
    /** The licence picture's stored name (a private upload). */
    cnhPicture: text('cnh_picture').notNull(),
    option1Id: integer('option1_id')
      .notNull()
      .references(() => cars.id),
    option2Id: integer('option2_id')
      .notNull()
      .references(() => cars.id),
    fleetVehicleId: integer('fleet_vehicle_id').references(() => fleetVehicles.id),
    clientTier: smallint('client_tier'),
    /** The last message written to the agent at approval or rejection. */
    agentMessage: text('agent_message'),
    /** Why a blocked agent was let through (DECISIONS.md). */
    unblockJustification: text('unblock_justification'),
    deliveryChecklistAt: timestamp('delivery_checklist_at', { withTimezone: true }),
    /** When the car was handed over, and by whom (the pickup step). */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    pickedUpBy: integer('picked_up_by').references(() => users.id),
    /**
     * The days the loan holds its fleet vehicle, where they differ from the booked period (null: the start or end
     * date): from the pickup day when the car left early, and up to today while a car out late is not back (never
     * into the next booking's days, which that booking holds already). The exclusion constraint compares these.
     */
    heldFrom: date('held_from', { mode: 'string' }),
    heldUntil: date('held_until', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loans_requester').on(t.requesterId, t.createdAt),
    // The approvals list's two orders (newest first, the id breaking ties): every loan for the backoffice, a
    // manager's statuses for the manager views; the second also serves any lookup by status.
    index('loans_newest').on(t.createdAt, t.id),
    index('loans_status_newest').on(t.status, t.createdAt, t.id),
    check('loans_status_range', sql`${t.status} between 1 and 10`),
    check('loans_period', sql`${t.endDate} >= ${t.startDate}`),
    check('loans_tier', sql`${t.clientTier} is null or ${t.clientTier} between 1 and 3`),
  ],
);

/** Every move of a loan: who (null for the server's sweep), when, from which status to which, with what message. */
export const loanTransitions = pgTable(
  'loan_transitions',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    /** Null for the request itself. */
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('loan_transitions_loan').on(t.loanId)],
);

/**
 * Files people upload (a CNH picture, checklist photos): personal data, kept outside the public media folder and
 * served only to their owner and to staff. `name` is random; the type was sniffed from the bytes.
 */
export const privateUploads = pgTable(
  'private_uploads',
  {
    name: text('name').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    /** Bytes of the stored file (decoded and re-encoded, without metadata). */
    size: integer('size').notNull(),
    /** Bytes the person sent: what their daily upload allowance counts (src/domain/usageLimits.ts). */
    receivedBytes: integer('received_bytes').notNull().default(0),
    /** What it is for: 'cnh', 'checklist'. */
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  // What one person uploaded lately (src/domain/usageLimits.ts), and the abandoned uploads' sweep.
  (t) => [index('private_uploads_owner').on(t.ownerId, t.createdAt)],
);

/**
 * A loan's checklist (spec loan-area sections 3 and 5): 'Entrega' when the car is handed over (status 4, status
 * unchanged) or 'Devolução' when it comes back (7 or 8, the loan then goes to 9). Photos are private uploads.
 */
export const loanChecklists = pgTable(
  'loan_checklists',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'Entrega' | 'Devolução'>().notNull(),
    /** The ticked items' ids (all nine: src/domain/checklist.ts). */
    items: jsonb('items').$type<number[]>().notNull(),
    km: integer('km').notNull(),
    nextReviewDate: date('next_review_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Names of private uploads. */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('loan_checklists_loan').on(t.loanId), check('loan_checklists_km', sql`${t.km} >= 0`)],
);

/**
 * A press event (spec loan-area section 3, "Event"): a launch, a test drive, a press conference. Its template blocks
 * are `template_blocks` rows with owner 'event'. `calendarSequence` grows with each change of time or place, so the
 * `.ics` sent again with the same UID replaces the guest's calendar entry (RFC 5545 SEQUENCE).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Grows with each save in /redacao/eventos, so a save on an older read is refused (409). */
    version: integer('version').notNull().default(1),
    /** A cancelled event stays for the record; its guests were sent METHOD:CANCEL with `cancelNote`. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelNote: text('cancel_note'),
  },
  (t) => [index('events_start').on(t.startAt), check('events_period', sql`${t.endAt} > ${t.startAt}`)],
);

/**
 * An invitation (`events_guests`): status 1 invited, 2 accepted, 3 refused (src/domain/events.ts). An answer is
 * final; `answeredVia` says whether it came from the site or an e-mailed link.
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(1),
    /** The agenda text sent with the answer ('Digite a pauta ou o motivo...'). */
    description: text('description').notNull().default(''),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredVia: text('answered_via').$type<'site' | 'email'>(),
  },
  (t) => [
    uniqueIndex('event_guests_event_user').on(t.eventId, t.userId),
    index('event_guests_user').on(t.userId),
    check('event_guests_status', sql`${t.status} in (1, 2, 3)`),
    check('event_guests_answer', sql`(${t.status} = 1) = (${t.answeredAt} is null)`),
  ],
);

/**
 * Addresses invited to an event before they have an account: each was e-mailed an invitation to register first,
 * and becomes a guest (event_guests) when an account with that e-mail signs in. `email` is stored lower case.
 */
export const eventInvitees = pgTable(
  'event_invitees',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('event_invitees_event_email').on(t.eventId, t.email),
    index('event_invitees_email').on(t.email),
  ],
);

/**
 * Wrong passwords typed at the embedded provider's form, per account (its e-mail, lower case) and from any address:
 * too many within the window lock that account's sign-in (src/domain/usageLimits.ts). Old rows are deleted as new
 * ones arrive.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The client address, for whoever investigates a lock. */
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_failures_account').on(t.email, t.failedAt)],
);

/** Each time an account's sign-in was locked after too many wrong passwords: kept as the record of the attack. */
export const accountLockouts = pgTable(
  'account_lockouts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** How many addresses the failures came from. */
    addresses: integer('addresses').notNull(),
  },
  (t) => [index('account_lockouts_account').on(t.email, t.lockedUntil)],
);

/**
 * Secrets the newsroom makes for itself once (the embedded provider's signing and cookie keys, the local link-signing
 * key), kept in the database that every API process shares, so all of them sign and verify with the same keys.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: how many times content changed (counted by the content tables' trigger, migration 0028). Printed PDFs
 * are named by it, so every process reuses a file until content changes.
 */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A signed-in person's favorites (docs/decisions.md, "Favorites of the account"): the list as the app shows it,
 * newest first, with each item's `addedAt`. One row per person, read and written whole, so replacing or merging a list
 * is one row's change; the API checks each item's shape and bounds before it is stored.
 */
export const userFavorites = pgTable('user_favorites', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<DatedFavorite[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Timed and slow work (server/jobs/): one row per run to make, claimed once across processes. A one-off job is
 * marked done or, after its last attempt, failed; a recurring task has one row, keyed `every:<kind>`, moved on to
 * its next period after each run. `key`, when set, is unique: a task enqueued twice under one key runs once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which task runs it (server/newsroomJobs.ts lists them). */
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Not before then: the clock of the process that enqueued it, as the tasks' own dates are. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** A worker that took the job holds it until then (renewed while it works); a dead one's claim lapses. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);

/**
 * Every change the press office makes to content (who, when, what), shown per item in the editorial area: `subject`
 * names the kind of item ('news', 'album', 'car'…), `subjectId` its id, `action` what was done ('create', 'update',
 * 'publish', 'schedule', 'unpublish'…), `fields` which of its fields a save changed.
 */
export const editorialChanges = pgTable(
  'editorial_changes',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** A scheduled publication's moment, a refusal's reason: what the action needs to be read. */
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('editorial_changes_subject').on(t.subject, t.subjectId, t.createdAt)],
);

/**
 * Every save of an item the editors edit, whole: the body the editor sent (without its version), so a restore is a
 * save of that body. Numbered per item from 1; written in the save's own transaction.
 */
export const editorialRevisions = pgTable(
  'editorial_revisions',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The revision this one brought back ('Restaurar esta versão'), or null for an ordinary save. */
    restoredFrom: integer('restored_from'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('editorial_revisions_number').on(t.subject, t.subjectId, t.number)],
);

/** One person's unsaved body of one item (an autosave), replaced on each autosave and dropped by their save. */
export const editorialAutosaves = pgTable(
  'editorial_autosaves',
  {
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The item's version the unsaved body started from. */
    basedOnVersion: integer('based_on_version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId, t.userId] })],
);

/**
 * Who is editing an item: the holder's last heartbeat keeps it; a lapsed one is nobody's. A takeover keeps whom it
 * was taken from, so their next heartbeat can be told by whom and when.
 */
export const editorialLocks = pgTable(
  'editorial_locks',
  {
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    takenFromId: integer('taken_from_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId] })],
);

/**
 * What a signed-in journalist follows ('Seguir'): a car or a section page (`associationId`, as in
 * news_associations), or a whole news category (`associationId` null). `followedAt` is the time of their consent to
 * the alert e-mails.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textEnum: text('text_enum', { enum: newsTextEnums }).notNull(),
    associationId: integer('association_id'),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_subject').on(t.userId, t.textEnum, sql`coalesce(${t.associationId}, 0)`),
    index('follows_by_subject').on(t.textEnum, t.associationId),
  ],
);

/**
 * Each follower's alert e-mails: news published up to `coveredUntil` were considered for them, and `lastSentAt`
 * keeps them to one e-mail an hour.
 */
export const followDigests = pgTable('follow_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
});

/**
 * Content the press office edits as one list, saved whole: the contacts page (its groups and people, in order) and
 * the home page's banner slides. The public list is in its own tables (contact_groups and contacts, banner_slides);
 * 'Salvar' keeps the list being edited here as `draft`, which only 'Publicar' writes to those tables, so the public
 * pages and their caches change at publication alone. `version` grows with every save, publication and discard, so
 * one made on an older version is refused (409) rather than overwriting another editor's.
 */
export const editorialLists = pgTable(
  'editorial_lists',
  {
    name: text('name', { enum: ['contacts', 'banner'] }).primaryKey(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The save's body without its version (ids of rows already public, null for new ones); null: no draft. */
    draft: jsonb('draft'),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    draftSavedBy: integer('draft_saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Opens the draft on the public page (`?token=`): made with a draft, dropped with it. */
    previewToken: text('preview_token'),
    /** The last publication; null for a list nobody has published since the editorial area came. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('editorial_lists_name', sql`${t.name} in ('contacts', 'banner')`)],
);
