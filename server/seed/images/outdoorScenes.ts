/** Scenes outdoors: open road, city at night, charging point, and old photographs of the classics. */
import type { Random } from '../random';
import type { CarLook } from './carShapes';
import { darken, lighten, mix } from './colour';
import {
  edgeShade,
  edgeShadeLayer,
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

export function road(look: CarLook, random: Random): Drawn {
  const sky = random.pick(skies);
  const hills = random.pick(['#2d6a4f', '#52796f', '#6b705c', '#386641']);
  const sunX = random.int(200, 1300);
  const place: Placement = {
    x: random.int(620, 920),
    ground: random.int(850, 880),
    scale: random.between(1.25, 1.5),
    flip: random.next() < 0.5,
  };
  const horizon = random.int(560, 620);
  const streaks = Array.from({ length: 4 }, (_, index) => {
    const y = place.ground - 60 - index * 45;
    const start = place.flip ? place.x + 320 : place.x - 720;
    return `<rect x="${start}" y="${y}" width="${random.int(180, 380)}" height="5" rx="2" fill="#ffffff" fill-opacity="0.35"/>`;
  });
  return {
    defs: [linear('sky', sky), glow('sun', '#fff3c4', 0.9)].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      `<circle cx="${sunX}" cy="${horizon - 120}" r="260" fill="url(#sun)"/>`,
      `<circle cx="${sunX}" cy="${horizon - 120}" r="56" fill="#fff6d5"/>`,
      `<path d="M0 ${horizon} Q${random.int(250, 500)} ${horizon - random.int(120, 220)} ${random.int(650, 850)} ${horizon - 40} T${width} ${horizon - random.int(60, 160)} V${height} H0 Z" fill="${lighten(hills, 0.25)}"/>`,
      `<path d="M0 ${horizon + 60} Q${random.int(400, 700)} ${horizon - 40} ${width} ${horizon + 40} V${height} H0 Z" fill="${hills}"/>`,
      `<rect y="${place.ground - 110}" width="${width}" height="190" fill="#2b2d33"/>`,
      `<path d="M0 ${place.ground - 20} H${width}" stroke="#f1f1f1" stroke-width="8" stroke-dasharray="90 70" stroke-opacity="0.8"/>`,
      `<rect y="${place.ground + 80}" width="${width}" height="${height}" fill="${darken(hills, 0.35)}"/>`,
      ...streaks,
      placeCar(look, place),
    ].join(''),
  };
}

export function city(look: CarLook, random: Random): Drawn {
  const sky = random.pick([
    ['#10002b', '#5a189a', '#ff9e00'],
    ['#03045e', '#0077b6', '#90e0ef'],
    ['#22223b', '#4a4e69', '#f2e9e4'],
  ]);
  const buildings: string[] = [];
  for (let x = -20; x < width; x += random.int(90, 170)) {
    const top = random.int(180, 520);
    const shade = mix('#0d1b2a', sky[0] ?? '#000000', random.next() * 0.5);
    buildings.push(
      `<rect x="${x}" y="${top}" width="${random.int(80, 160)}" height="${700 - top}" fill="${shade}"/>`,
      `<rect x="${x + 10}" y="${top + 20}" width="60" height="${660 - top}" fill="url(#windows)"/>`,
    );
  }
  const place: Placement = {
    x: random.int(650, 900),
    ground: 880,
    scale: random.between(1.3, 1.55),
    flip: random.next() < 0.5,
  };
  return {
    defs: [
      linear('sky', sky),
      `<pattern id="windows" width="24" height="36" patternUnits="userSpaceOnUse"><rect x="4" y="6" width="12" height="16" fill="#ffd166" fill-opacity="0.55"/></pattern>`,
      glow('lamp', '#ffe8a3', 0.6),
    ].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      ...buildings,
      `<rect y="700" width="${width}" height="70" fill="#3c3c44"/>`,
      `<rect y="770" width="${width}" height="${height - 770}" fill="#1f1f24"/>`,
      ...[250, 800, 1350].map(
        (x) =>
          `<rect x="${x}" y="430" width="10" height="300" fill="#111"/><circle cx="${x + 5}" cy="430" r="90" fill="url(#lamp)"/>`,
      ),
      reflectCar(look, place, 0.12),
      placeCar(look, place),
    ].join(''),
  };
}

export function charging(look: CarLook, random: Random): Drawn {
  const sky = random.pick(skies);
  const place: Placement = { x: random.int(820, 980), ground: 860, scale: random.between(1.2, 1.4) };
  const stationX = place.x - random.int(560, 640);
  const trees = Array.from({ length: 5 }, () => {
    const x = random.int(0, width);
    const size = random.int(70, 130);
    return `<circle cx="${x}" cy="${620 - size / 2}" r="${size}" fill="#2d6a4f"/><circle cx="${x + size * 0.6}" cy="${640 - size / 3}" r="${size * 0.8}" fill="#40916c"/>`;
  });
  return {
    defs: [linear('sky', sky), linear('station', ['#f8f9fa', '#ced4da'])].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      ...trees,
      `<rect y="640" width="${width}" height="${height - 640}" fill="#495057"/>`,
      ...[200, 700, 1200].map(
        (x) =>
          `<path d="M${x} 980 L${x + 160} 660" stroke="#f8f9fa" stroke-width="10" stroke-opacity="0.7"/>`,
      ),
      `<rect x="${stationX - 70}" y="470" width="140" height="400" rx="26" fill="url(#station)"/>`,
      `<rect x="${stationX - 70}" y="470" width="22" height="400" rx="8" fill="#13c4a3"/>`,
      `<rect x="${stationX - 40}" y="520" width="90" height="120" rx="10" fill="#0b2545"/>`,
      `<path d="M${stationX + 6} 540 l-22 44 h20 l-10 40 l34 -52 h-20 l12 -32 Z" fill="#13c4a3"/>`,
      `<path d="M${stationX + 60} 700 C${stationX + 200} 900 ${place.x - 300} 900 ${place.x - 260} 760" fill="none" stroke="#1b1b1b" stroke-width="14" stroke-linecap="round"/>`,
      placeCar(look, place),
    ].join(''),
  };
}

export function heritage(look: CarLook, random: Random): Drawn {
  const factoryGate = random.next() < 0.5;
  const roof = Array.from(
    { length: 6 },
    (_, index) => `L${140 + index * 200} 300 L${140 + index * 200} 220 L${240 + index * 200} 300`,
  ).join(' ');
  const place: Placement = {
    x: random.int(700, 860),
    ground: 860,
    scale: random.between(1.35, 1.6),
    flip: random.next() < 0.5,
  };
  return {
    defs: [linear('paper', ['#efe3c8', '#cdb68c']), edgeShade('aged', '#3b2f22', 0.55)].join(''),
    body: [
      `<rect width="${width}" height="${height}" fill="url(#paper)"/>`,
      // Half the old photos were taken at the factory gate, the others on the road.
      factoryGate
        ? [
            `<path d="M140 300 ${roof} L1340 300 V700 H140 Z" fill="#a68a64"/>`,
            `<rect x="${random.int(180, 1200)}" y="80" width="60" height="260" fill="#7f6a4f"/>`,
            ...Array.from(
              { length: 8 },
              (_, index) => `<rect x="${190 + index * 140}" y="430" width="80" height="140" fill="#6f5b43"/>`,
            ),
          ].join('')
        : [
            `<path d="M0 600 Q${random.int(300, 700)} ${random.int(380, 480)} ${width} ${random.int(520, 620)} V700 H0 Z" fill="#a89072"/>`,
            ...Array.from({ length: 6 }, () => {
              const x = random.int(0, width);
              return `<rect x="${x - 6}" y="520" width="12" height="180" fill="#6f5b43"/><circle cx="${x}" cy="${random.int(470, 520)}" r="${random.int(50, 90)}" fill="#8c7355"/>`;
            }),
          ].join(''),
      `<rect y="700" width="${width}" height="${height - 700}" fill="#b89f78"/>`,
      placeCar(look, place),
      edgeShadeLayer('aged'),
      `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#f6efe0" stroke-width="40"/>`,
    ].join(''),
  };
}
