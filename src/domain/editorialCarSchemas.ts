/**
 * Wire shapes of the editorial area's cars and versions (`/api/redacao/cars…`, `/api/redacao/versions…`): the server
 * declares them on its routes, the editor types its calls with them. A car and a version carry the page fields of
 * every content page (editorialPageSchemas.ts) and their own; the rules are in editorialCars.ts, and as there, a
 * length or number here is only the schema's outer bound, so a value a little off gets the rule's own words.
 */
import { Type, type Static } from 'typebox';
import { CarCategory } from './contentSchemas';
import {
  Nullable,
  pageFields,
  pageReadFields,
  pageSaveFields,
  pageThumbnails,
  rowId,
  SectionPageState,
} from './editorialPageSchemas';
import { sectionPageLimits as limits } from './editorialPages';

/** A category as a body sends it: any small number, so one that is none gets the rule's words. */
const categoryField = Type.Integer({ minimum: -1_000, maximum: 1_000 });

/** A car's own fields, besides the page fields. */
const carOwnFields = {
  categoryCar: categoryField,
  /** The photo of the car in the menu, the lists and the home's slider. */
  thumbMediaId: Nullable(rowId()),
  /** Among the home's highlighted cars, at `highlightPosition` (null: after those with one). */
  isHighlight: Type.Boolean(),
  highlightPosition: Nullable(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  /** Listed in the side menu and the footer (once published). */
  showMenu: Type.Boolean(),
};

/** A version's own field: its spec sheet, a registered PDF (`documents/<name>.pdf`), or none. */
const versionOwnFields = {
  pdfFile: Nullable(Type.String({ maxLength: 300 })),
};

const summaryFields = {
  id: Type.Integer(),
  title: Type.String(),
  state: SectionPageState,
  stateText: Type.String(),
  position: Type.Integer(),
  /** The public page; for a draft (or a version of a draft car), with the preview token that opens it. */
  url: Type.String(),
};

export const CarVersionSummary = Type.Object(summaryFields);
export type CarVersionSummary = Static<typeof CarVersionSummary>;

export const CarDeskCar = Type.Object({
  ...summaryFields,
  isHighlight: Type.Boolean(),
  showMenu: Type.Boolean(),
  versions: Type.Array(CarVersionSummary),
});
export type CarDeskCar = Static<typeof CarDeskCar>;

/** `GET /redacao/cars`: every car, drafts included, by category in the menu's order, each with its versions. */
export const CarDesk = Type.Object({
  categories: Type.Array(
    Type.Object({ categoryCar: CarCategory, label: Type.String(), cars: Type.Array(CarDeskCar) }),
  ),
});
export type CarDesk = Static<typeof CarDesk>;

/** 'Novo carro'. */
export const CarCreateBody = Type.Object(
  { title: Type.String({ maxLength: limits.titleMax * 2 }), categoryCar: categoryField },
  { additionalProperties: false },
);
export type CarCreateBody = Static<typeof CarCreateBody>;

/** 'Nova versão' of a car. */
export const VersionCreateBody = Type.Object(
  { title: Type.String({ maxLength: limits.titleMax * 2 }) },
  { additionalProperties: false },
);
export type VersionCreateBody = Static<typeof VersionCreateBody>;

/** 'Salvar' a car: the page fields, the blocks, the car's own fields, the version it started from. */
export const CarSaveBody = Type.Object(
  { ...pageSaveFields, ...carOwnFields },
  { additionalProperties: false },
);
export type CarSaveBody = Static<typeof CarSaveBody>;

/** 'Salvar' a version. */
export const VersionSaveBody = Type.Object(
  { ...pageSaveFields, ...versionOwnFields },
  { additionalProperties: false },
);
export type VersionSaveBody = Static<typeof VersionSaveBody>;

export const CarParams = Type.Object({ id: rowId() });
export type CarParams = Static<typeof CarParams>;

export const CarVersionsParams = Type.Object({ carId: rowId() });
export type CarVersionsParams = Static<typeof CarVersionsParams>;

/** A car as the editor opens it, with its versions. */
export const EditorialCar = Type.Object({
  id: Type.Integer(),
  ...pageFields,
  ...carOwnFields,
  categoryCar: CarCategory,
  thumbnails: Type.Object({ ...pageThumbnails, thumbMediaId: Nullable(Type.String()) }),
  ...pageReadFields,
  versions: Type.Array(CarVersionSummary),
});
export type EditorialCar = Static<typeof EditorialCar>;

/** A version as the editor opens it, with its car's title and its spec sheet's address. */
export const EditorialCarVersion = Type.Object({
  id: Type.Integer(),
  carId: Type.Integer(),
  carTitle: Type.String(),
  ...pageFields,
  ...versionOwnFields,
  /** Where the spec sheet is read, to open it from the editor. */
  pdfUrl: Nullable(Type.String()),
  thumbnails: Type.Object(pageThumbnails),
  ...pageReadFields,
});
export type EditorialCarVersion = Static<typeof EditorialCarVersion>;
