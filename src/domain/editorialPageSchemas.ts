/**
 * Wire shapes of the editorial area's section pages (`/api/redacao/pages…`): the server declares them on its routes,
 * the editor types its calls with them. The rules are in editorialPages.ts; the lengths here are only the schema's
 * outer bound (twice the rule), so a text a little too long gets the rule's own words rather than a schema error.
 */
import { Type, type Static } from 'typebox';
import { EditorialChange } from './editorialSchemas';
import { sectionPageLimits as limits } from './editorialPages';

export const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const SectionKindSchema = Type.Union([
  Type.Literal('company'),
  Type.Literal('technology'),
  Type.Literal('emobility'),
]);

export const SectionPageState = Type.Union([Type.Literal('draft'), Type.Literal('published')]);

/** `GET /redacao/pages?kind=`: the tree of one section. */
export const SectionPageTreeQuery = Type.Object({ kind: SectionKindSchema }, { additionalProperties: false });
export type SectionPageTreeQuery = Static<typeof SectionPageTreeQuery>;

/** A page of the tree, in tree order: the root, then each level-1 page followed by its level-2 pages. */
export const SectionPageSummary = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  /** 0 the section's root (page 1), 1 a page of the menu, 2 a page under one. */
  level: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  title: Type.String(),
  state: SectionPageState,
  stateText: Type.String(),
  position: Type.Integer(),
  /** The public page; for a draft (or a page under a draft), with the preview token that opens it. */
  url: Type.String(),
});
export type SectionPageSummary = Static<typeof SectionPageSummary>;

export const SectionPageTree = Type.Object({
  kind: SectionKindSchema,
  pages: Type.Array(SectionPageSummary),
});
export type SectionPageTree = Static<typeof SectionPageTree>;

/** 'Nova página': a title and where it goes (null: a level-1 page; else the level-1 page it goes under). */
export const SectionPageCreateBody = Type.Object(
  {
    parentId: Nullable(rowId()),
    title: Type.String({ maxLength: limits.titleMax * 2 }),
  },
  { additionalProperties: false },
);
export type SectionPageCreateBody = Static<typeof SectionPageCreateBody>;

const textBlockFields = {
  type: Type.Literal(1),
  /** HTML from the rich-text editor; the shorter versions for a tablet and a phone, '' when none. */
  text: Type.String({ maxLength: limits.blockTextMax * 2 }),
  textMed: Type.String({ maxLength: limits.blockTextMax * 2 }),
  textLow: Type.String({ maxLength: limits.blockTextMax * 2 }),
};

/** A block below the page as saved: a text, or a photo (a media id). */
export const SectionPageBlockBody = Type.Union([
  Type.Object(textBlockFields, { additionalProperties: false }),
  Type.Object({ type: Type.Literal(2), mediaId: rowId() }, { additionalProperties: false }),
]);
export type SectionPageBlockBody = Static<typeof SectionPageBlockBody>;

/** The fields of any content page (a car's and a version's too: editorialCarSchemas.ts). */
export const pageFields = {
  title: Type.String({ maxLength: limits.titleMax * 2 }),
  subtitle: Type.String({ maxLength: limits.subtitleMax * 2 }),
  /** HTML from the rich-text editor. */
  description: Type.String({ maxLength: limits.descriptionMax * 2 }),
  mediaId: Nullable(rowId()),
  sideMediaId: Nullable(rowId()),
  /** HTML from the rich-text editor. */
  sideDescription: Type.String({ maxLength: limits.sideDescriptionMax * 2 }),
  bottomTitle: Type.String({ maxLength: limits.bottomTitleMax * 2 }),
  bottomMediaId: Nullable(rowId()),
  position: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
};

/** What every page's save sends: the version it started from, the page fields, the blocks in order. */
export const pageSaveFields = {
  version: Type.Integer({ minimum: 1 }),
  ...pageFields,
  blocks: Type.Array(SectionPageBlockBody, { maxItems: limits.blocksMax * 2 }),
};

/** 'Salvar': every field, the blocks in order, and the version the editor started from (409 when it is old). */
export const SectionPageSaveBody = Type.Object(pageSaveFields, { additionalProperties: false });
export type SectionPageSaveBody = Static<typeof SectionPageSaveBody>;

/** 'Publicar' and 'Despublicar': only the version the editor sees. */
export const SectionPageVersionBody = Type.Object(
  { version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type SectionPageVersionBody = Static<typeof SectionPageVersionBody>;

export const SectionPageParams = Type.Object({
  kind: SectionKindSchema,
  id: rowId(),
});
export type SectionPageParams = Static<typeof SectionPageParams>;

/** A block as the editor opens it: a photo block with its thumbnail (a video's poster for a video block). */
export const EditorialSectionBlock = Type.Union([
  Type.Object({ id: Type.Integer(), ...textBlockFields }),
  Type.Object({
    id: Type.Integer(),
    type: Type.Literal(2),
    mediaId: Type.Integer(),
    mediaKind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    thumbnail: Nullable(Type.String()),
  }),
]);
export type EditorialSectionBlock = Static<typeof EditorialSectionBlock>;

/** The chosen photos' thumbnails, by field, to show what was chosen. */
export const pageThumbnails = {
  mediaId: Nullable(Type.String()),
  sideMediaId: Nullable(Type.String()),
  bottomMediaId: Nullable(Type.String()),
};

/** What the editor reads of any page besides its own fields: blocks, version, state, address, history. */
export const pageReadFields = {
  blocks: Type.Array(EditorialSectionBlock),
  version: Type.Integer(),
  state: SectionPageState,
  stateText: Type.String(),
  /** The public page; for a draft (or a page under a draft), with the preview token that opens it. */
  url: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  changes: Type.Array(EditorialChange),
};

/** A page as the editor opens it. */
export const EditorialSectionPage = Type.Object({
  kind: SectionKindSchema,
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  parentTitle: Nullable(Type.String()),
  level: SectionPageSummary.properties.level,
  ...pageFields,
  thumbnails: Type.Object(pageThumbnails),
  ...pageReadFields,
});
export type EditorialSectionPage = Static<typeof EditorialSectionPage>;

/** What the page editor needs of any page it edits (a section page, a car, a version). */
export type EditorialPageBase = Pick<
  EditorialSectionPage,
  keyof typeof pageFields | keyof typeof pageReadFields | 'id'
> & { thumbnails: Pick<EditorialSectionPage['thumbnails'], keyof typeof pageThumbnails> };
