/** Tiny builders for the editors' simple HTML, so the content files read as text rather than markup. */
import type { SeedBlock } from './types';

export const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

export const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const textBlock = (...texts: string[]): SeedBlock => ({ type: 1, html: paragraphs(...texts) });

export const mediaBlock = (media: string): SeedBlock => ({ type: 2, media });
