/**
 * Wire shapes of following a subject (follows.ts): `GET follows` answers the caller's subjects, `POST follows`
 * follows one, `DELETE follows?textEnum&associationId` stops following one; each answers the list as it then is.
 * The server declares them on its routes; the app imports their types only, so TypeBox never reaches its bundle.
 */
import { Type, type Static } from 'typebox';
import { NewsTextEnum } from './contentSchemas';
import { followRules } from './follows';

// PostgreSQL integers: a larger id would fail in SQL (a 500) instead of being refused as bad input.
const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `POST follows`: a car or level-1 page (`associationId`), or the whole category (`associationId` null). */
export const FollowBody = Type.Object(
  { textEnum: NewsTextEnum, associationId: Type.Union([rowId(), Type.Null()]) },
  { additionalProperties: false },
);
export type FollowBody = Static<typeof FollowBody>;

/** `DELETE follows`: the subject in the query; without `associationId`, the whole category. */
export const UnfollowQuery = Type.Object(
  { textEnum: NewsTextEnum, associationId: Type.Optional(rowId()) },
  { additionalProperties: false },
);
export type UnfollowQuery = Static<typeof UnfollowQuery>;

export const FollowedSubject = Type.Object({
  textEnum: NewsTextEnum,
  associationId: Type.Union([Type.Integer(), Type.Null()]),
  /** The car's or page's title, or the category's name. */
  title: Type.String(),
  /** When the person said they want the e-mails (ISO): their consent. */
  followedAt: Type.String(),
});
export type FollowedSubject = Static<typeof FollowedSubject>;

/** What each of the three calls answers: the caller's subjects, in the order they were followed. */
export const FollowList = Type.Object({
  follows: Type.Array(FollowedSubject, { maxItems: followRules.maxPerPerson }),
});
export type FollowList = Static<typeof FollowList>;
