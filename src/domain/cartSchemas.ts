/**
 * Wire shapes of the cart download (spec sections 3 and 7): `POST cartfiles/size` and `POST cartfiles` take the
 * visitor's e-mail and the cart, a list of titles with the file links of each. The server declares them on its
 * routes (so a body of another shape is a 400 before any code runs) and the app types its calls with them.
 */
import { Type, type Static } from 'typebox';
import { emailMaxLength } from './email';
import { cartTitleMax, favoriteMaxFiles, favoritesMaxItems } from './favorites';

export const CartEntry = Type.Object(
  {
    title: Type.String({ maxLength: cartTitleMax }),
    files: Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), {
      minItems: 1,
      maxItems: favoriteMaxFiles,
    }),
  },
  { additionalProperties: false },
);

export const CartRequestBody = Type.Object(
  {
    email: Type.String({ maxLength: emailMaxLength }),
    cart: Type.Array(CartEntry, { minItems: 1, maxItems: favoritesMaxItems }),
  },
  { additionalProperties: false },
);

/**
 * What the cart's zip will hold: its files (each favorite's, a file in two favorites twice, a release's PDF) and
 * their bytes; the e-mail says the same.
 */
export const CartSizeResponse = Type.Object({
  size: Type.Integer({ minimum: 0 }),
  files: Type.Integer({ minimum: 0 }),
});

/** The request was stored and its e-mail queued. */
export const CartRequestResponse = Type.Object({ ok: Type.Literal(true) });

export type CartEntry = Static<typeof CartEntry>;
export type CartRequestBody = Static<typeof CartRequestBody>;
export type CartSizeResponse = Static<typeof CartSizeResponse>;
