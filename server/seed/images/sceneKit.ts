/**
 * What every scene of the seed's press photos shares: the 1536 x 1024 drawing box (3:2, the ratio of the three
 * renditions), placing the car, gradients, lens shading and the brand's credit line.
 */
import type { Random } from '../random';
import { carLength, groundY, type CarLook } from './carShapes';

export const width = 1536;
export const height = 1024;
export const fontFamily = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
export const defaultCar: CarLook = { shape: 'sedan', colour: '#b8c0c8' };

export interface Placement {
  /** Centre of the car, in scene units. */
  x: number;
  /** Where the wheels touch the ground. */
  ground: number;
  scale: number;
  /** Facing left instead of right. */
  flip?: boolean;
}

export function placeCar(look: CarLook, place: Placement, opacity = 1): string {
  const length = carLength(look.shape) * place.scale;
  const left = place.x - length / 2;
  const top = place.ground - groundY * place.scale;
  const transform = place.flip
    ? `translate(${left + length} ${top}) scale(${-place.scale} ${place.scale})`
    : `translate(${left} ${top}) scale(${place.scale})`;
  return `<use href="#car" transform="${transform}" opacity="${opacity}"/>`;
}

/** The car upside down under itself, faded: a polished studio floor or a wet road. */
export function reflectCar(look: CarLook, place: Placement, opacity: number): string {
  const length = carLength(look.shape) * place.scale;
  const left = place.x - length / 2;
  const mirrorTop = place.ground + groundY * place.scale;
  const transform = place.flip
    ? `translate(${left + length} ${mirrorTop}) scale(${-place.scale} ${-place.scale})`
    : `translate(${left} ${mirrorTop}) scale(${place.scale} ${-place.scale})`;
  return `<use href="#car" transform="${transform}" opacity="${opacity}"/>`;
}

export function linear(id: string, stops: string[], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const last = Math.max(1, stops.length - 1);
  return `<linearGradient id="${id}" ${direction}>${stops
    .map((colour, index) => `<stop offset="${index / last}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;
}

export function glow(id: string, colour: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** Brand mark and credit line, as on the maker's real press photos. Drawn shapes carry the mark even without fonts. */
export function watermark(): string {
  const x = width - 60;
  const y = height - 44;
  const mark = x - 350;
  return [
    `<g opacity="0.85">`,
    `<path d="M${mark - 22} ${y} a22 22 0 0 1 44 0 Z" fill="#f4a259"/>`,
    `<path d="M${mark} ${y - 32} v-10 M${mark - 26} ${y - 22} l-7 -7 M${mark + 26} ${y - 22} l7 -7" stroke="#f4a259" stroke-width="4" stroke-linecap="round"/>`,
    `<text x="${x}" y="${y}" font-family="${fontFamily}" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="end">Aurora · Imprensa</text>`,
    `</g>`,
  ].join('');
}

/**
 * Darkened edges, as a lens gives. Four linear bands instead of one radial gradient: a full-frame radial gradient
 * costs about 0.2 s per picture at 4096 px, the bands almost nothing.
 */
export function edgeShade(id: string, colour: string, opacity: number): string {
  const band = (direction: string) =>
    `<linearGradient id="${id}-${direction}" ${
      {
        left: 'x1="0" y1="0" x2="1" y2="0"',
        right: 'x1="1" y1="0" x2="0" y2="0"',
        top: 'x1="0" y1="0" x2="0" y2="1"',
        bottom: 'x1="0" y1="1" x2="0" y2="0"',
      }[direction]
    }><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
  return ['left', 'right', 'top', 'bottom'].map(band).join('');
}

export function edgeShadeLayer(id: string): string {
  const side = 360;
  const cap = 240;
  return [
    `<rect width="${side}" height="${height}" fill="url(#${id}-left)"/>`,
    `<rect x="${width - side}" width="${side}" height="${height}" fill="url(#${id}-right)"/>`,
    `<rect width="${width}" height="${cap}" fill="url(#${id}-top)"/>`,
    `<rect y="${height - cap}" width="${width}" height="${cap}" fill="url(#${id}-bottom)"/>`,
  ].join('');
}

/** A scene's own gradients (defs) and shapes (body), to be wrapped with the car and the credit line. */
export interface Drawn {
  defs: string;
  body: string;
}

export type Painter = (look: CarLook, random: Random) => Drawn;

export const skies = [
  ['#0b2545', '#8d5a97', '#f4a259'],
  ['#5fa8d3', '#bee9e8', '#f7f7f2'],
  ['#264653', '#e9c46a', '#f4a261'],
  ['#3a86ff', '#8ecae6', '#e0fbfc'],
  ['#14213d', '#fca311', '#ffd6a5'],
];
