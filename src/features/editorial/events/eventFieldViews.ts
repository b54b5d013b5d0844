import { brazilDateText } from '../editorialMoments';
import type { FieldView } from '../frame/fieldDifferences';
import { wordsOfHtml } from '../frame/wordChanges';
import type { EventBlock, EventForm } from './eventForm';
import { eventsTexts as t } from './eventsTexts';

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));
/** Brasília's wall clock as the fields hold it, 'yyyy-mm-ddThh:mm', read as 'dd/mm/aaaa hh:mm'. */
const wallClock = (value: unknown) => {
  const typed = plain(value);
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(typed) ? `${brazilDateText(typed)} ${typed.slice(11, 16)}` : typed;
};
const blocks = (value: unknown) => (value ?? []) as EventBlock[];

/** The server keeps a title and a place without the spaces around them: those spaces are no difference. */
const trimmed = (value: unknown) => plain(value).trim();

/** How each field of the event form reads when two versions are compared (the conflict view). */
export const eventFieldViews: Record<keyof EventForm, FieldView> = {
  title: { label: t.title, show: plain, text: true, compared: trimmed },
  description: { label: t.description, show: (value) => wordsOfHtml(plain(value)), text: true },
  location: { label: t.location, show: plain, text: true, compared: trimmed },
  start: { label: t.start, show: wallClock },
  end: { label: t.end, show: wallClock },
  blocks: {
    label: t.blocks,
    show: (value) =>
      blocks(value)
        .map((block) => wordsOfHtml(block.html))
        .join(' | '),
    text: true,
    // The key is the editor's own, given anew at every read; a blank block is not kept by the server.
    compared: (value) =>
      blocks(value)
        .map((block) => block.html)
        .filter((html) => html.trim() !== ''),
  },
};
