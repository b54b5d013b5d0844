/** The event's form: what the press officer changes before 'Salvar' or 'Criar evento', and the body it becomes. */
import type { EditorialEventFields } from '../../../domain/editorialEvents';
import type { EditorialEvent, EventSaveBody } from '../../../domain/editorialEventSchemas';

export interface EventBlock {
  /** Stable while the block lives, so its editor keeps its place when another one is removed. */
  key: number;
  html: string;
}

export interface EventForm {
  title: string;
  description: string;
  location: string;
  /** Brazil's wall clock, 'yyyy-mm-ddThh:mm', as a datetime-local input holds it. */
  start: string;
  end: string;
  blocks: EventBlock[];
}

let nextKey = 0;
export const newBlock = (html = ''): EventBlock => ({ key: (nextKey += 1), html });

export const emptyEventForm = (): EventForm => ({
  title: '',
  description: '',
  location: '',
  start: '',
  end: '',
  blocks: [],
});

export const eventFormOf = (event: EditorialEvent): EventForm => ({
  title: event.title,
  description: event.description,
  location: event.location,
  start: event.start,
  end: event.end,
  blocks: event.textBlocks.map((html) => newBlock(html)),
});

export const eventFieldsOf = (form: EventForm): EditorialEventFields => ({
  title: form.title,
  description: form.description,
  location: form.location,
  start: form.start,
  end: form.end,
  textBlocks: form.blocks.map((block) => block.html),
});

export const eventBodyOf = (form: EventForm, version: number): EventSaveBody => ({
  version,
  ...eventFieldsOf(form),
});
