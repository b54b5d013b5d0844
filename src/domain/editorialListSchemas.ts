/**
 * Wire shapes of the lists the editorial area saves whole (`/api/redacao/contacts`, `/api/redacao/banner`, each with
 * `…/publish` and `…/discard`): the server declares them on its routes, the editor types its calls with them. The rules are in editorialLists.ts; the
 * lengths here are only the schema's outer bound (twice the rule), so a text a little too long gets the rule's own
 * words rather than a schema error.
 */
import { Type, type Static } from 'typebox';
import { bannerLimits, contactListLimits as contactLimits } from './editorialLists';
import { EditorialChange } from './editorialSchemas';

const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const text = (max: number) => Type.String({ maxLength: max * 2 });
const version = () => Type.Integer({ minimum: 1 });
/** A row's id as the editor reads it: null for one the draft adds, which has none until it is published. */
const draftRowId = () => Nullable(Type.Integer());

const contactFields = {
  name: text(contactLimits.nameMax),
  role: text(contactLimits.roleMax),
  email: text(contactLimits.emailMax),
  phone: Nullable(text(contactLimits.phoneMax)),
  languages: Nullable(text(contactLimits.languagesMax)),
  /** The portrait (a media id), or none. */
  imageMediaId: Nullable(rowId()),
};

/** A person as saved: null `id` for a new one; an existing one keeps its id (and its place in public links). */
export const ContactBody = Type.Object(
  { id: Nullable(rowId()), ...contactFields },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const ContactGroupBody = Type.Object(
  {
    id: Nullable(rowId()),
    title: text(contactLimits.groupTitleMax),
    contacts: Type.Array(ContactBody, { maxItems: contactLimits.peoplePerGroupMax * 2 }),
  },
  { additionalProperties: false },
);
export type ContactGroupBody = Static<typeof ContactGroupBody>;

/** 'Salvar' on the contacts page: every group with its people, in order, and the version the editor started from. */
export const ContactsSaveBody = Type.Object(
  { version: version(), groups: Type.Array(ContactGroupBody, { maxItems: contactLimits.groupsMax * 2 }) },
  { additionalProperties: false },
);
export type ContactsSaveBody = Static<typeof ContactsSaveBody>;

export const EditorialContact = Type.Object({
  id: draftRowId(),
  ...contactFields,
  imageMediaId: Nullable(Type.Integer()),
  /** The portrait's small size, for the editor to show what was chosen. */
  imageThumbnail: Nullable(Type.String()),
});
export type EditorialContact = Static<typeof EditorialContact>;

export const EditorialContactGroup = Type.Object({
  id: draftRowId(),
  title: Type.String(),
  contacts: Type.Array(EditorialContact),
});
export type EditorialContactGroup = Static<typeof EditorialContactGroup>;

/**
 * Where a list stands: a draft with changes the public does not see yet, or the published list itself; who saved the
 * draft and who published last, and when (ISO moments; the last publication is unknown, null, for a list nobody has
 * published since the editorial area came); the public page showing the draft, through its preview token.
 */
export const ListPublication = Type.Object({
  state: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  draftSavedAt: Nullable(Type.String()),
  draftSavedBy: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  publishedBy: Nullable(Type.String()),
  /** Null without a draft. */
  previewUrl: Nullable(Type.String()),
  /** The public page itself. */
  siteUrl: Type.String(),
});
export type ListPublication = Static<typeof ListPublication>;

/** 'Publicar' and 'Descartar rascunho': the version the editor shows (409 when someone wrote after it). */
export const ListVersionBody = Type.Object({ version: version() }, { additionalProperties: false });
export type ListVersionBody = Static<typeof ListVersionBody>;

/** The contacts as the editor opens them: the draft when there is one, else the published list. */
export const EditorialContacts = Type.Object({
  version: Type.Integer(),
  groups: Type.Array(EditorialContactGroup),
  publication: ListPublication,
  changes: Type.Array(EditorialChange),
});
export type EditorialContacts = Static<typeof EditorialContacts>;

/** A list as its draft keeps it and a publication's revision records it: the save's body without its version. */
export type ContactsDraft = Omit<ContactsSaveBody, 'version'>;

export const BannerTargetCategory = Type.Union([
  Type.Literal('car'),
  Type.Literal('news'),
  Type.Literal('session'),
  Type.Literal('technology'),
  Type.Literal('emobility'),
]);

/** What a slide opens: a car, a news item, or a section's root or level-1 page (`session` is the company tree). */
export const BannerTarget = Type.Object(
  { category: BannerTargetCategory, fatherId: rowId() },
  { additionalProperties: false },
);
export type BannerTarget = Static<typeof BannerTarget>;

/** A slide as saved: null `id` for a new one; `mediaId` null only while none is chosen (refused in words). */
export const BannerSlideBody = Type.Object(
  {
    id: Nullable(rowId()),
    title: text(bannerLimits.titleMax),
    subtitle: text(bannerLimits.subtitleMax),
    mediaId: Nullable(rowId()),
    opens: Nullable(BannerTarget),
  },
  { additionalProperties: false },
);
export type BannerSlideBody = Static<typeof BannerSlideBody>;

export const BannerSaveBody = Type.Object(
  { version: version(), slides: Type.Array(BannerSlideBody, { maxItems: bannerLimits.slidesMax * 2 }) },
  { additionalProperties: false },
);
export type BannerSaveBody = Static<typeof BannerSaveBody>;

export const EditorialBannerSlide = Type.Object({
  id: draftRowId(),
  title: Type.String(),
  subtitle: Type.String(),
  mediaId: Type.Integer(),
  /** The photo's small size (a video's poster). */
  thumbnail: Nullable(Type.String()),
  /** A video plays in the slider; the picker offers photos only, so the editor says it stays unless replaced. */
  video: Type.Boolean(),
  opens: Nullable(Type.Object({ category: BannerTargetCategory, fatherId: Type.Integer() })),
});
export type EditorialBannerSlide = Static<typeof EditorialBannerSlide>;

const choice = { id: Type.Integer(), title: Type.String(), published: Type.Boolean() };

/**
 * What a slide can open. A draft is offered too (a launch's slide can be ready before the car's page): the home
 * leaves such a slide out until it is published. News: the latest published, and any a slide opens now; the
 * editorial news list's search finds the others.
 */
export const BannerChoices = Type.Object({
  cars: Type.Array(Type.Object(choice)),
  news: Type.Array(Type.Object({ ...choice, newsDate: Type.String() })),
  pages: Type.Array(
    Type.Object({
      category: Type.Union([Type.Literal('session'), Type.Literal('technology'), Type.Literal('emobility')]),
      ...choice,
    }),
  ),
});
export type BannerChoices = Static<typeof BannerChoices>;

/** The banner as the editor opens it: the draft when there is one, else the published slides. */
export const EditorialBanner = Type.Object({
  version: Type.Integer(),
  slides: Type.Array(EditorialBannerSlide),
  choices: BannerChoices,
  publication: ListPublication,
  changes: Type.Array(EditorialChange),
});
export type EditorialBanner = Static<typeof EditorialBanner>;

/** As `ContactsDraft`. */
export type BannerDraft = Omit<BannerSaveBody, 'version'>;

/**
 * `GET preview/{list}?token=`: the draft a preview link opens, for the public page to say it shows one (404 when the
 * token opens none: the draft was published or discarded since, and the page shows the public list).
 */
export const ListPreviewParams = Type.Object(
  { list: Type.Union([Type.Literal('banner'), Type.Literal('contacts')]) },
  { additionalProperties: false },
);
export type ListPreviewParams = Static<typeof ListPreviewParams>;
export const ListPreview = Type.Object({ savedAt: Type.String() });
export type ListPreview = Static<typeof ListPreview>;
