/**
 * The seed's press photos as SVG scenes: a car in a studio, on the road, at a motor show, in the factory… Each
 * picture varies with its own key (camera, light, palette), so no two files are the same image. Scenes are drawn in
 * a 1536 x 1024 box (3:2, the ratio of the three renditions) and rasterised at the size asked for.
 *
 * Blur filters are avoided on purpose: at 4096 px they cost seconds per picture, and the seed must make every file
 * in a few seconds on a small machine. Soft light comes from gradients instead.
 */
import { createRandom } from '../random';
import { carDefinition, type CarLook } from './carShapes';
import { sepia } from './colour';
import { city, charging, heritage, road } from './outdoorScenes';
import { detail, factory, interior, stage, studio } from './indoorScenes';
import { defaultCar, edgeShade, edgeShadeLayer, height, watermark, width, type Painter } from './sceneKit';

export type SceneType =
  'studio' | 'road' | 'city' | 'factory' | 'stage' | 'charging' | 'heritage' | 'detail' | 'interior';

export interface PhotoScene {
  type: SceneType;
  /** The car in the picture; without one, a silver sedan (the cabin scene shows no car body at all). */
  car?: CarLook;
}

const painters: Record<SceneType, Painter> = {
  studio,
  road,
  city,
  factory,
  stage,
  charging,
  heritage,
  detail,
  interior,
};

/** The scene as an SVG document of the given pixel size; `key` chooses camera, light and palette. */
export function sceneSvg(scene: PhotoScene, key: string, size: { width: number; height: number }): string {
  const look = scene.car ?? defaultCar;
  const drawn = painters[scene.type](look, createRandom(key));
  // Old photographs get their own browned edges and paper frame instead of the lens shading.
  const oldPhoto = scene.type === 'heritage';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">`,
    `<defs>${carDefinition('car', oldPhoto ? { ...look, colour: sepia(look.colour) } : look)}`,
    `${oldPhoto ? '' : edgeShade('lens', '#000000', 0.4)}${drawn.defs}</defs>`,
    drawn.body,
    oldPhoto ? '' : edgeShadeLayer('lens'),
    watermark(),
    `</svg>`,
  ].join('');
}
