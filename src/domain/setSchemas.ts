/**
 * Wire shape of a set of photos and videos taken whole (a news item's, an album's): `GET sets/{kind}/{id}` answers
 * what it holds and how it is delivered, `GET sets/{kind}/{id}/zip` the zip itself when it is small enough
 * (limits.ts, `setAtOnceMaxBytes`); a larger one goes by the favorites' e-mailed link.
 */
import { Type, type Static } from 'typebox';

export const setKinds = ['news', 'album'] as const;
export type SetKind = (typeof setKinds)[number];

export const MediaSetResponse = Type.Object({
  title: Type.String(),
  /** The picture that stands for the set, small: the album's cover, the news item's photo ('' when it has none). */
  cover: Type.String(),
  /** Each item's largest rendition as the API hands its links out (a photo's full size, a video's high MOV). */
  files: Type.Array(Type.String()),
  /** The files' bytes, each distinct file once. */
  bytes: Type.Integer({ minimum: 0 }),
  /** Small enough to download at once (`isSetDeliveredAtOnce`); else it goes by e-mail. */
  atOnce: Type.Boolean(),
});

export type MediaSetResponse = Static<typeof MediaSetResponse>;
