/**
 * Wire shapes of sign-in and the profile (spec sections 3 and 7, DECISIONS.md "Sign-in"): what `GET login` answers,
 * what `POST users` and `POST newsletter/add` receive. Strings are bounded loosely here so that a long value reaches
 * the domain rules and gets the spec's own message; the rules in profile.ts and newsletter.ts decide.
 */
import { Type, type Static } from 'typebox';

const text = (maxLength = 500) => Type.String({ maxLength });

/** The user of `user-data` (spec section 3), as the API answers it. */
export const WireUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  rg: Type.String(),
  /** Formatted with its mask, '123.456.789-09'; '' when not given. */
  cpf: Type.String(),
  address: Type.String(),
  /** 'Brasil', 'Outros', or '' before the profile is completed. */
  country: Type.String(),
  state: Type.String(),
  city: Type.String(),
  phone1: Type.String(),
  phone2: Type.String(),
  phone3: Type.String(),
  midiaName: Type.String(),
  midiaType: Type.String(),
  role: Type.Integer(),
  /** The driving licence, for the loan wizard's 'Eu' (spec loan-area section 3: user-data holds cnh, cnhPicture). */
  cnh: Type.String(),
  /** The stored name of the licence's picture, readable by its owner at `GET medias/private/{name}`. */
  cnhPicture: Type.String(),
  isNewsletterAccepted: Type.Boolean(),
  deviceId: Type.Union([Type.String(), Type.Null()]),
});
export type WireUser = Static<typeof WireUser>;

/** `GET login`: the opaque session token (sent later as `authorization`) and the user. */
export const LoginResponse = Type.Object({ token: Type.String(), user: WireUser });
export type LoginResponse = Static<typeof LoginResponse>;

/** `POST users`: the profile of the signed-in user. `id` and `email` are accepted as the spec sends them, and
 * ignored: the server saves the caller's own profile and keeps the e-mail the identity provider vouched for. */
export const ProfileBody = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 40 }), Type.Null()])),
    name: text(),
    email: Type.Optional(text()),
    rg: text(),
    cpf: text(),
    address: text(),
    country: text(),
    state: text(),
    city: text(),
    phone1: text(),
    phone2: text(),
    phone3: text(),
    midiaName: text(),
    midiaType: text(),
    deviceId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    isNewsletterAccepted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

/** `POST users` answers the saved user: truthy, as the spec wants. */
export const ProfileResponse = WireUser;

/** `POST newsletter/add` (spec section 7). */
export const NewsletterBody = Type.Object(
  {
    name: text(),
    lastname: text(),
    email: text(),
    isNewsletterAccepted: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NewsletterBody = Static<typeof NewsletterBody>;

export const NewsletterResponse = Type.Object({ ok: Type.Literal(true) });
