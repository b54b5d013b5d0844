import type { MediaKey, SeedBlock } from '../types';

/** What a news item is about (table news_associations). Level-2 pages and car versions go in the `item`. */
export type SeedAssociation =
  | { textEnum: 'Carros'; car: string; version?: string }
  | { textEnum: 'Empresa' | 'Technologies' | 'E-Mobilities'; pageId: number; itemId?: number };

/** The day a news item is published, in Brazil. */
export interface NewsDay {
  /** 'yyyy-mm-dd'. */
  iso: string;
  year: number;
  /** 1 to 12. */
  month: number;
  daysAgo: number;
}

export interface NewsDraft {
  title: string;
  subtitle: string;
  /** Two to four paragraphs of plain text (may hold <strong>). */
  paragraphs: string[];
  /** A photo, or photos to choose from so related news don't all show the same one. */
  media: MediaKey | MediaKey[];
  album?: string;
  associations: SeedAssociation[];
  blocks?: SeedBlock[];
}

/**
 * A news item before it has a date. `daysAgo` pins it (news about an album share the album's day); otherwise the
 * assembler gives it a free day, no earlier than `atMostDaysAgo` when the story needs a car to exist already.
 */
export interface NewsStory {
  daysAgo?: number;
  atMostDaysAgo?: number;
  write(day: NewsDay): NewsDraft;
}

export const carNews = (car: string, version?: string): SeedAssociation =>
  version ? { textEnum: 'Carros', car, version } : { textEnum: 'Carros', car };
export const companyNews = (pageId: number, itemId?: number): SeedAssociation =>
  itemId ? { textEnum: 'Empresa', pageId, itemId } : { textEnum: 'Empresa', pageId };
export const technologyNews = (pageId: number, itemId?: number): SeedAssociation =>
  itemId ? { textEnum: 'Technologies', pageId, itemId } : { textEnum: 'Technologies', pageId };
export const emobilityNews = (pageId: number, itemId?: number): SeedAssociation =>
  itemId ? { textEnum: 'E-Mobilities', pageId, itemId } : { textEnum: 'E-Mobilities', pageId };
