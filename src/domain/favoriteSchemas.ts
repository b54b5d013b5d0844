/**
 * Wire shapes of a signed-in journalist's favorites (docs/decisions.md, "Favorites of the account"):
 * `GET favorites` answers the account's list, `PUT favorites` replaces it, `POST favorites/merge` merges the browser's
 * list into it at sign-in; each answers the list as stored. The bounds are the browser's (favorites.ts) and the cart's
 * (cartSchemas.ts), so whatever the app keeps fits, and a body of another shape is a 400 before any code runs.
 */
import { Type, type Static } from 'typebox';
import { favoriteMaxFiles, favoritesMaxItems } from './favorites';

/** A link as the cart takes one. */
const link = Type.String({ minLength: 1, maxLength: 1000 });

/** One favorite as stored under `favorites` (spec section 3), with the moment it was favorited. */
export const FavoriteEntry = Type.Object(
  {
    name: Type.String({ maxLength: 300 }),
    type: Type.String({ minLength: 1, maxLength: 40 }),
    // May be empty, as the browser takes it (a media item without renditions): one such item per list, as any link.
    imageLink: Type.String({ maxLength: 1000 }),
    contentLink: Type.String({ maxLength: 1000 }),
    contentToDownload: Type.Array(link, { maxItems: favoriteMaxFiles }),
    mediaAmount: Type.Integer({ minimum: 0, maximum: favoriteMaxFiles }),
    addedAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** What the three calls carry and answer: the list, newest first. */
export const FavoritesList = Type.Object(
  { favorites: Type.Array(FavoriteEntry, { maxItems: favoritesMaxItems }) },
  { additionalProperties: false },
);

export type FavoriteEntry = Static<typeof FavoriteEntry>;
export type FavoritesList = Static<typeof FavoritesList>;
