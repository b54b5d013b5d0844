/**
 * A download the browser saves by following a link (an attachment: a media file, a set's zip) carries no session and,
 * refused, is cancelled by the browser without a word. So the app first asks the API for a pass to that address
 * (`POST downloads/pass`): that call is the one counted, per person when signed in, and its refusal is an answer the
 * page shows in words. The link then carries the pass (`?pass=`), and is not counted again.
 */
import { Type, type Static } from 'typebox';

/** The query parameter a download link carries its pass in. */
export const downloadPassParam = 'pass';

/** What a pass may open, relative to the API: one media file, or a set's zip. */
export const downloadPathPattern =
  '^(medias_api/download-file/[^/?#]{1,765}|sets/(news|album)/[0-9]{1,10}/zip)$';

export const DownloadPassRequest = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: 800, pattern: downloadPathPattern }) },
  { additionalProperties: false },
);

export const DownloadPassResponse = Type.Object({ pass: Type.String() });

export type DownloadPassRequest = Static<typeof DownloadPassRequest>;
export type DownloadPassResponse = Static<typeof DownloadPassResponse>;
