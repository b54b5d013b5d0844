/**
 * Wire shapes of the lists the editorial area saves whole (`/api/redacao/contacts`, `/api/redacao/banner`): the
 * server declares them on its routes, the editor types its calls with them. The rules are in editorialLists.ts; the
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
  id: Type.Integer(),
  ...contactFields,
  imageMediaId: Nullable(Type.Integer()),
  /** The portrait's small size, for the editor to show what was chosen. */
  imageThumbnail: Nullable(Type.String()),
});
export type EditorialContact = Static<typeof EditorialContact>;

export const EditorialContactGroup = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  contacts: Type.Array(EditorialContact),
});
export type EditorialContactGroup = Static<typeof EditorialContactGroup>;

export const EditorialContacts = Type.Object({
  version: Type.Integer(),
  groups: Type.Array(EditorialContactGroup),
  changes: Type.Array(EditorialChange),
});
export type EditorialContacts = Static<typeof EditorialContacts>;

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
  id: Type.Integer(),
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

export const EditorialBanner = Type.Object({
  version: Type.Integer(),
  slides: Type.Array(EditorialBannerSlide),
  choices: BannerChoices,
  changes: Type.Array(EditorialChange),
});
export type EditorialBanner = Static<typeof EditorialBanner>;
