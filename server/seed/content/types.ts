/**
 * The seed's content as plain data. Pictures are named by key ('tcross-01') and cars by key ('tcross'), never by
 * database id: ids are only known once rows are inserted (server/seed/write/), and keys keep the text readable.
 */

/** Key of a seed media: a gallery photo or video ('tcross-01', 'video-02'), a thumbnail or a portrait. */
export type MediaKey = string;

/** Blocks below a page: type 1 is text, type 2 a picture or video. */
export type SeedBlock = { type: 1; html: string } | { type: 2; media: MediaKey };

/** The columns every content page has (cars, versions, company, technology and e-mobility pages). */
export interface SeedPage {
  title: string;
  subtitle: string;
  /** Simple HTML: <p>, <strong>, <ul>. */
  description: string;
  media: MediaKey;
  sideMedia?: MediaKey;
  sideDescription?: string;
  bottomTitle?: string;
  bottomMedia?: MediaKey;
  blocks: SeedBlock[];
}
