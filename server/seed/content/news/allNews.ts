/**
 * All the seed's news with their dates: pinned stories keep their day, the others are spread over the two years
 * before `now` by the seeded generator, respecting the latest day each may have.
 */
import { createRandom } from '../../random';
import { paragraphs } from '../html';
import { newsDay } from './calendar';
import { carStories } from './carStories';
import { classicStories, conceptStories } from './heritageStories';
import { pinnedStories } from './pinnedStories';
import { salesReports } from './salesReports';
import { companyStories, emobilityStories, technologyStories } from './topicStories';
import type { NewsDraft, NewsStory } from './types';

export interface SeedNews extends Omit<NewsDraft, 'media' | 'paragraphs'> {
  media: string;
  /** HTML paragraphs. */
  description: string;
  /** 'yyyy-mm-dd', Brazil's calendar. */
  newsDate: string;
  daysAgo: number;
}

/** Free stories fall between these days; the last week is left to the pinned ones. */
const newestFreeDay = 4;
const oldestFreeDay = 725;

function spreadDays(count: number, random: ReturnType<typeof createRandom>): number[] {
  const step = (oldestFreeDay - newestFreeDay) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, index) =>
    Math.min(
      oldestFreeDay,
      Math.max(newestFreeDay, Math.round(newestFreeDay + index * step) + random.int(-2, 2)),
    ),
  );
}

function placeStories(stories: NewsStory[], random: ReturnType<typeof createRandom>): [NewsStory, number][] {
  const freeDays = spreadDays(stories.length, random);
  const placed: [NewsStory, number][] = [];
  // The most constrained stories choose first, so a late car never runs out of days recent enough.
  const order = stories
    .map((story, index) => ({ story, index, tiebreak: random.next() }))
    .sort(
      (a, b) =>
        (a.story.atMostDaysAgo ?? Infinity) - (b.story.atMostDaysAgo ?? Infinity) || a.tiebreak - b.tiebreak,
    );
  for (const { story } of order) {
    const allowed = freeDays
      .map((day, index) => ({ day, index }))
      .filter(({ day }) => day <= (story.atMostDaysAgo ?? oldestFreeDay));
    const chosen = allowed.length ? random.pick(allowed) : undefined;
    if (!chosen) throw new Error('No free day left for a seed news story');
    freeDays.splice(chosen.index, 1);
    placed.push([story, chosen.day]);
  }
  return placed;
}

export function buildSeedNews(now: Date): SeedNews[] {
  const random = createRandom('news-calendar');
  const pinned: [NewsStory, number][] = [...pinnedStories, ...salesReports(now)].map((story) => [
    story,
    story.daysAgo ?? newestFreeDay,
  ]);
  const free = placeStories(
    [
      ...companyStories,
      ...technologyStories,
      ...emobilityStories,
      ...carStories,
      ...conceptStories,
      ...classicStories,
    ],
    random,
  );
  return [...pinned, ...free]
    .map(([story, daysAgo]) => {
      const day = newsDay(now, daysAgo);
      const draft = story.write(day);
      const media = Array.isArray(draft.media)
        ? createRandom(`news-media-${draft.title}`).pick(draft.media)
        : draft.media;
      const { paragraphs: texts, ...rest } = draft;
      return { ...rest, media, description: paragraphs(...texts), newsDate: day.iso, daysAgo };
    })
    .sort((a, b) => b.daysAgo - a.daysAgo || a.title.localeCompare(b.title));
}
