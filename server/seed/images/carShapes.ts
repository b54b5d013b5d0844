/**
 * Side views of the Aurora range as SVG, drawn in a local box whose ground line is y = 240 and whose front points
 * right. Flat and stylised, like a press kit's line drawings; one profile per body style.
 */
import { darken, lighten } from './colour';

export type CarShape =
  'suv' | 'sedan' | 'hatch' | 'pickup' | 'classic' | 'coupe' | 'wagon' | 'micro' | 'offroad';

export interface CarLook {
  shape: CarShape;
  /** Body colour, '#rrggbb'. */
  colour: string;
}

interface Profile {
  length: number;
  body: string;
  windows: string;
  /** x of the pillars drawn across the glass, in body colour. */
  pillars: number[];
  wheels: [number, number];
  wheelRadius: number;
  headlight: [number, number];
  taillight: [number, number];
  extra?: string;
}

export const groundY = 240;

const suvBody =
  'M12 214 L10 108 Q12 74 36 62 L70 50 L326 44 Q348 44 364 58 L430 108 L510 118 Q534 124 536 154 L536 214 Q536 222 528 222 L20 222 Q12 222 12 214 Z';
const suvWindows = 'M76 62 L322 56 Q336 56 348 66 L396 104 L56 106 Z';
/** Dark plastic cladding along the sills and roof rails: what tells an SUV from a tall hatch at a glance. */
const suvCladding =
  '<path d="M12 194 H536 V214 Q536 222 528 222 H20 Q12 222 12 214 Z" fill="#26282b"/><rect x="96" y="38" width="210" height="7" rx="3" fill="#2a2a2a"/>';

const profiles: Record<CarShape, Profile> = {
  suv: {
    length: 540,
    body: suvBody,
    windows: suvWindows,
    pillars: [180, 290],
    wheels: [112, 430],
    wheelRadius: 50,
    headlight: [508, 132],
    taillight: [10, 112],
    extra: suvCladding,
  },
  offroad: {
    length: 540,
    body: suvBody,
    windows: suvWindows,
    pillars: [180, 290],
    wheels: [112, 430],
    wheelRadius: 56,
    headlight: [508, 132],
    taillight: [10, 112],
    // Roof rack and a bull bar: what makes the Trilha read as an off-roader from the side.
    extra:
      suvCladding +
      '<rect x="56" y="30" width="270" height="8" rx="3" fill="#222"/><rect x="76" y="36" width="8" height="14" fill="#222"/><rect x="300" y="34" width="8" height="14" fill="#222"/><rect x="528" y="146" width="16" height="60" rx="4" fill="#2b2b2b"/>',
  },
  sedan: {
    length: 600,
    body: 'M8 214 L8 150 Q10 128 40 124 L130 120 L210 66 Q222 58 250 58 L356 58 Q376 58 392 70 L462 124 L560 134 Q594 140 596 168 L596 214 Q596 222 588 222 L16 222 Q8 222 8 214 Z',
    windows: 'M150 120 L218 74 Q226 68 250 68 L352 68 Q366 68 378 78 L432 120 Z',
    pillars: [290],
    wheels: [124, 470],
    wheelRadius: 44,
    headlight: [566, 146],
    taillight: [8, 134],
  },
  hatch: {
    length: 560,
    body: 'M12 214 L12 122 Q14 100 34 86 L74 62 L306 58 Q328 58 344 70 L424 128 L526 138 Q556 144 558 172 L558 214 Q558 222 550 222 L20 222 Q12 222 12 214 Z',
    windows: 'M84 72 L302 68 Q318 68 330 80 L390 124 L44 126 Q56 96 84 72 Z',
    pillars: [196],
    wheels: [112, 440],
    wheelRadius: 42,
    headlight: [530, 150],
    taillight: [14, 118],
  },
  pickup: {
    length: 620,
    body: 'M8 214 L8 112 L236 112 L262 60 Q268 50 290 50 L404 50 Q422 50 436 62 L496 112 L586 122 Q616 128 618 160 L618 214 Q618 222 610 222 L16 222 Q8 222 8 214 Z',
    windows: 'M270 108 L284 66 Q288 60 300 60 L400 60 Q412 60 422 70 L466 108 Z',
    pillars: [350],
    wheels: [130, 500],
    wheelRadius: 50,
    headlight: [590, 134],
    taillight: [8, 120],
    extra: '<path d="M8 112 L236 112" stroke="#000" stroke-opacity="0.35" stroke-width="5"/>',
  },
  classic: {
    length: 560,
    body: 'M14 210 Q4 170 30 150 Q70 126 110 110 Q170 44 270 40 Q350 40 398 96 Q430 122 500 136 Q550 146 552 190 L552 214 Q552 222 544 222 L22 222 Q14 222 14 214 Z',
    windows: 'M140 112 Q186 58 262 54 Q330 54 366 102 Z',
    pillars: [256],
    wheels: [120, 432],
    wheelRadius: 40,
    headlight: [520, 150],
    taillight: [20, 160],
    extra: '<path d="M40 204 L540 204" stroke="#e8e8e8" stroke-width="6" stroke-opacity="0.8"/>',
  },
  coupe: {
    length: 600,
    body: 'M6 214 L8 150 Q12 126 60 120 L190 84 Q236 64 296 64 L340 66 Q370 68 396 86 L470 132 L566 144 Q596 150 598 176 L598 214 Q598 222 590 222 L14 222 Q6 222 6 214 Z',
    windows: 'M206 118 L238 88 Q262 76 296 76 L336 78 Q356 80 372 92 L420 122 Z',
    pillars: [300],
    wheels: [126, 474],
    wheelRadius: 42,
    headlight: [568, 154],
    taillight: [8, 140],
  },
  wagon: {
    length: 610,
    body: 'M8 214 L10 86 Q14 64 40 62 L356 58 Q376 58 392 70 L464 124 L572 134 Q604 140 606 170 L606 214 Q606 222 598 222 L16 222 Q8 222 8 214 Z',
    windows: 'M30 76 L352 68 Q366 68 378 78 L432 120 L28 122 Z',
    pillars: [150, 282],
    wheels: [126, 476],
    wheelRadius: 44,
    headlight: [578, 146],
    taillight: [10, 100],
  },
  micro: {
    length: 430,
    body: 'M14 214 L12 90 Q14 50 56 46 L250 42 Q276 42 294 62 L352 128 L402 136 Q426 142 428 170 L428 214 Q428 222 420 222 L22 222 Q14 222 14 214 Z',
    windows: 'M40 60 L248 54 Q266 54 278 68 L326 124 L38 126 Z',
    pillars: [150],
    wheels: [96, 340],
    wheelRadius: 40,
    headlight: [404, 150],
    taillight: [12, 104],
  },
};

export function carLength(shape: CarShape): number {
  return profiles[shape].length;
}

function wheel(x: number, radius: number): string {
  const y = groundY - radius;
  return [
    `<circle cx="${x}" cy="${y}" r="${radius + 6}" fill="#0c0c0c"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="#1b1b1b"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.6}" fill="#c3c9cf"/>`,
    // A dashed ring reads as spokes at a fraction of the cost of drawing them.
    `<circle cx="${x}" cy="${y}" r="${radius * 0.38}" fill="none" stroke="#6c747c" stroke-width="${radius * 0.3}" stroke-dasharray="${radius * 0.22} ${radius * 0.18}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius * 0.14}" fill="#40464c"/>`,
  ].join('');
}

/**
 * The car as SVG definitions: a group with the given id, to be placed with <use> (once for the car, once more for
 * its reflection), and the gradient and clip it needs, named after the id so several cars can share a picture.
 */
export function carDefinition(id: string, look: CarLook, options: { glass?: string } = {}): string {
  const profile = profiles[look.shape];
  const gradient = `${id}-paint`;
  const glass = options.glass ?? '#1c2a3a';
  return [
    `<linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${lighten(look.colour, 0.35)}"/>`,
    `<stop offset="0.45" stop-color="${look.colour}"/>`,
    `<stop offset="1" stop-color="${darken(look.colour, 0.45)}"/>`,
    `</linearGradient>`,
    `<clipPath id="${id}-glass"><path d="${profile.windows}"/></clipPath>`,
    `<g id="${id}">`,
    `<ellipse cx="${profile.length / 2}" cy="${groundY - 4}" rx="${profile.length * 0.52}" ry="12" fill="#000" fill-opacity="0.35"/>`,
    `<path d="${profile.body}" fill="url(#${gradient})"/>`,
    `<path d="${profile.windows}" fill="${glass}"/>`,
    `<path d="${profile.windows}" fill="#ffffff" fill-opacity="0.12" transform="translate(0 -4)"/>`,
    ...profile.pillars.map(
      (x) =>
        `<rect x="${x}" y="30" width="12" height="110" fill="${darken(look.colour, 0.15)}" clip-path="url(#${id}-glass)"/>`,
    ),
    `<path d="M20 160 L${profile.length - 10} 160" stroke="${darken(look.colour, 0.4)}" stroke-width="3" stroke-opacity="0.6"/>`,
    `<rect x="${profile.headlight[0]}" y="${profile.headlight[1]}" width="26" height="11" rx="5" fill="#fff8df"/>`,
    `<rect x="${profile.taillight[0]}" y="${profile.taillight[1]}" width="9" height="24" rx="3" fill="#d00000"/>`,
    profile.extra ?? '',
    wheel(profile.wheels[0], profile.wheelRadius),
    wheel(profile.wheels[1], profile.wheelRadius),
    `</g>`,
  ].join('');
}
