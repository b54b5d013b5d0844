/**
 * Contact portraits: a stylised head and shoulders, the way press pages show staff who prefer not to publish a
 * photograph. Invented people get invented faces.
 */
import type { PortraitLook } from '../content/contacts';
import { darken, lighten } from './colour';

const hairShapes: Record<PortraitLook['hairStyle'], (colour: string) => string> = {
  short: (colour) =>
    `<path d="M128 168 Q126 92 200 86 Q274 92 272 168 Q262 120 200 118 Q138 120 128 168 Z" fill="${colour}"/>`,
  long: (colour) =>
    `<path d="M118 270 Q104 96 200 84 Q296 96 282 270 L262 270 Q270 150 240 124 Q200 112 160 124 Q130 150 138 270 Z" fill="${colour}"/>`,
  bun: (colour) =>
    `<circle cx="200" cy="78" r="30" fill="${colour}"/><path d="M128 166 Q128 94 200 90 Q272 94 272 166 Q260 122 200 120 Q140 122 128 166 Z" fill="${colour}"/>`,
  curly: (colour) =>
    [130, 160, 200, 240, 270]
      .map((x, index) => `<circle cx="${x}" cy="${index % 2 ? 100 : 120}" r="36" fill="${colour}"/>`)
      .join(''),
  bald: (colour) =>
    `<path d="M134 150 Q140 118 160 112 L160 124 Q146 132 142 156 Z" fill="${colour}" opacity="0.6"/>`,
};

export function portraitSvg(look: PortraitLook, size: { width: number; height: number }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 400 400">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(look.background, 0.25)}"/><stop offset="1" stop-color="${darken(look.background, 0.2)}"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<path d="M60 400 Q70 300 200 290 Q330 300 340 400 Z" fill="${look.shirt}"/>`,
    `<path d="M170 250 H230 V300 Q200 318 170 300 Z" fill="${darken(look.skin, 0.12)}"/>`,
    `<ellipse cx="200" cy="178" rx="70" ry="86" fill="${look.skin}"/>`,
    `<ellipse cx="130" cy="184" rx="12" ry="20" fill="${darken(look.skin, 0.08)}"/>`,
    `<ellipse cx="270" cy="184" rx="12" ry="20" fill="${darken(look.skin, 0.08)}"/>`,
    hairShapes[look.hairStyle](look.hair),
    `<path d="M160 292 L200 330 L240 292" fill="none" stroke="${lighten(look.shirt, 0.35)}" stroke-width="8"/>`,
    `</svg>`,
  ].join('');
}
