/** Scenes under a roof: studio, close-up, factory floor, motor show stand, cabin. */
import type { Random } from '../random';
import { carLength, type CarLook } from './carShapes';
import { darken, lighten, mix } from './colour';
import {
  fontFamily,
  glow,
  height,
  linear,
  placeCar,
  reflectCar,
  skies,
  width,
  type Drawn,
  type Placement,
} from './sceneKit';

const studioBackdrops = ['#20252c', '#2f3e46', '#3d2c2e', '#e9ecef', '#1b263b', '#4a4e69'];

function studioBackdrop(random: Random): Drawn & { floorLine: number } {
  const backdrop = random.pick(studioBackdrops);
  const floorLine = random.int(600, 700);
  return {
    floorLine,
    defs: [
      linear('backdrop', [darken(backdrop, 0.45), lighten(backdrop, 0.15), backdrop]),
      linear('floor', [darken(backdrop, 0.2), darken(backdrop, 0.65)]),
      glow('spot', '#ffffff', 0.28),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
      `<rect y="${floorLine}" width="${width}" height="${height - floorLine}" fill="url(#floor)"/>`,
    ].join(''),
  };
}

export function studio(look: CarLook, random: Random): Drawn {
  const backdrop = studioBackdrop(random);
  const place: Placement = {
    x: random.int(700, 840),
    ground: random.int(backdrop.floorLine + 150, backdrop.floorLine + 230),
    scale: random.between(1.55, 1.85),
    flip: random.next() < 0.4,
  };
  return {
    defs: backdrop.defs,
    body: [
      backdrop.body,
      `<ellipse cx="${place.x}" cy="${place.ground}" rx="620" ry="120" fill="url(#spot)"/>`,
      reflectCar(look, place, 0.16),
      placeCar(look, place),
    ].join(''),
  };
}

function robotArm(x: number, random: Random): string {
  const elbowX = x + random.int(-60, 60);
  const elbowY = random.int(520, 580);
  const handX = x + random.int(80, 200) * (random.next() < 0.5 ? -1 : 1);
  return [
    `<path d="M${x} 780 L${elbowX} ${elbowY} L${handX} ${random.int(600, 680)}" fill="none" stroke="#f4a259" stroke-width="34" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<rect x="${x - 50}" y="770" width="100" height="40" rx="6" fill="#4a4e53"/>`,
    `<circle cx="${elbowX}" cy="${elbowY}" r="20" fill="#3a3a3a"/>`,
  ].join('');
}

export function factory(look: CarLook, random: Random): Drawn {
  const wall = random.pick(['#415a77', '#2b3a4a', '#5c677d', '#3d5a80']);
  const lights = Array.from({ length: 6 }, (_, index) => {
    const x = 130 + index * 255;
    return `<rect x="${x}" y="90" width="160" height="14" rx="7" fill="#fdfdf2"/><ellipse cx="${x + 80}" cy="130" rx="200" ry="80" fill="url(#lamp)"/>`;
  });
  const place: Placement = { x: random.int(700, 850), ground: 800, scale: random.between(1.2, 1.4) };
  return {
    defs: [linear('wall', [darken(wall, 0.4), wall, lighten(wall, 0.2)]), glow('lamp', '#ffffff', 0.35)].join(
      '',
    ),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
      ...Array.from(
        { length: 7 },
        (_, index) =>
          `<path d="M${index * 260 - 60} 40 L${index * 260 + 80} 180" stroke="#1b263b" stroke-width="14"/>`,
      ),
      ...lights,
      `<rect y="790" width="${width}" height="${height - 790}" fill="#6c757d"/>`,
      `<path d="M0 900 H${width} M0 1000 H${width}" stroke="#ffd60a" stroke-width="12" stroke-dasharray="60 30"/>`,
      `<rect x="${place.x - 480}" y="790" width="960" height="36" fill="#343a40"/>`,
      robotArm(place.x - 520, random),
      robotArm(place.x + 520, random),
      placeCar(look, place),
    ].join(''),
  };
}

export function stage(look: CarLook, random: Random): Drawn {
  const glowColour = random.pick(['#9d4edd', '#00b4d8', '#f4a259', '#e63946']);
  const cones = [300, 760, 1220].map(
    (x) => `<path d="M${x - 30} 0 L${x + 30} 0 L${x + 260} 860 L${x - 260} 860 Z" fill="url(#cone)"/>`,
  );
  const crowd: string[] = [];
  for (let x = 20; x < width; x += random.int(70, 120)) {
    const top = random.int(880, 930);
    crowd.push(
      `<circle cx="${x}" cy="${top}" r="34" fill="#0b0b12"/><rect x="${x - 55}" y="${top + 30}" width="110" height="140" rx="40" fill="#0b0b12"/>`,
    );
    if (random.next() < 0.2)
      crowd.push(`<rect x="${x + 20}" y="${top - 70}" width="26" height="44" rx="4" fill="#cde7ff"/>`);
  }
  const place: Placement = {
    x: 768,
    ground: 770,
    scale: random.between(1.15, 1.3),
    flip: random.next() < 0.5,
  };
  return {
    defs: [
      linear('hall', ['#05050a', darken(glowColour, 0.6), '#05050a']),
      `<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
      linear('screen', [glowColour, darken(glowColour, 0.5)], false),
      linear('turntable', ['#d9d9d9', '#5a5a5a']),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#hall)"/>`,
      `<rect x="368" y="90" width="800" height="300" rx="12" fill="url(#screen)"/>`,
      `<text x="768" y="270" font-family="${fontFamily}" font-size="120" font-weight="bold" fill="#ffffff" fill-opacity="0.9" text-anchor="middle">AURORA</text>`,
      ...cones,
      `<ellipse cx="768" cy="790" rx="620" ry="90" fill="url(#turntable)"/>`,
      placeCar(look, place),
      ...crowd,
    ].join(''),
  };
}

export function detail(look: CarLook, random: Random): Drawn {
  const backdrop = studioBackdrop(random);
  const length = carLength(look.shape);
  // Close-up: the car four times larger, framed on the front wheel and headlight or on the rear.
  const front = random.next() < 0.6;
  const scale = random.between(3.6, 4.4);
  const place: Placement = {
    x: front ? 768 - (length / 2 - 150) * scale : 768 + (length / 2 - 150) * scale,
    ground: random.int(1060, 1160),
    scale,
  };
  return { defs: backdrop.defs, body: backdrop.body + placeCar(look, place) };
}

export function interior(look: CarLook, random: Random): Drawn {
  const sky = random.pick(skies);
  const accent = random.pick(['#13c4a3', '#00b4d8', '#f4a259', '#9d4edd']);
  return {
    defs: [
      linear('sky', sky),
      linear('dash', [mix('#2b2d33', look.colour, 0.15), '#0f1012']),
      linear('screen', [accent, darken(accent, 0.6)]),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      `<path d="M0 ${random.int(420, 480)} Q${random.int(500, 900)} ${random.int(300, 360)} ${width} ${random.int(420, 480)} V${height} H0 Z" fill="#3a5a40"/>`,
      `<path d="M0 0 H${width} V140 Q768 220 0 140 Z" fill="#16181d"/>`,
      `<path d="M0 560 Q768 420 ${width} 560 V${height} H0 Z" fill="url(#dash)"/>`,
      `<rect x="620" y="520" width="420" height="250" rx="22" fill="url(#screen)"/>`,
      ...Array.from(
        { length: 4 },
        (_, index) =>
          `<rect x="660" y="${560 + index * 48}" width="${random.int(140, 320)}" height="22" rx="11" fill="#ffffff" fill-opacity="0.55"/>`,
      ),
      `<circle cx="330" cy="780" r="230" fill="none" stroke="#1b1c20" stroke-width="56"/>`,
      `<path d="M110 800 H550 M330 800 V1010" stroke="#1b1c20" stroke-width="50"/>`,
      `<circle cx="330" cy="800" r="70" fill="#26282e"/>`,
      `<path d="M300 800 a30 30 0 0 1 60 0 Z" fill="${accent}"/>`,
    ].join(''),
  };
}
