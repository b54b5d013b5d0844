/**
 * Turns the seed's SVG scenes into JPEG files with sharp. A photo is rasterised once, at full size, and the medium
 * and low renditions are resized from it (rasterising three times would triple the cost of the slowest step).
 */
import sharp, { type OutputInfo } from 'sharp';
import type { PortraitLook } from '../content/contacts';
import { photoDimensions, portraitDimensions, type Dimensions, type Rendition } from '../media/catalogue';
import { portraitSvg } from './portraits';
import { sceneSvg, type PhotoScene } from './scenes';

const jpeg = { quality: 82 } as const;
/**
 * The full rendition skips Huffman optimisation: that pass triples the encoding time of a 4096 px picture for a
 * file about a third smaller, and full-size files are downloaded rarely, while pages show the smaller ones.
 */
const fullJpeg = { quality: 82, optimiseCoding: false } as const;

export interface Raw {
  data: Buffer;
  info: OutputInfo;
}

const fromRaw = (raw: Raw) =>
  sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });

async function rasterise(svg: string): Promise<Raw> {
  // The scenes are opaque: dropping alpha is cheaper than flattening and gives 3-channel buffers to resize.
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

function resizeRaw(raw: Raw, { width, height }: Dimensions): Promise<Raw> {
  return fromRaw(raw).resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
}

/** A rendition as a JPEG, with the pixels it was encoded from: its AVIF and WebP siblings are encoded from those
 * (the JPEG's own blocks would cost the AVIF encoder about three times as long, and show in the result). */
export interface Rendered {
  jpeg: Buffer;
  pixels: Raw;
}

/**
 * The photo's three renditions as JPEG buffers, for those asked for in `wanted`. The full picture is always
 * rasterised because the smaller ones derive from it.
 */
export async function renderPhoto(
  scene: PhotoScene,
  key: string,
  wanted: Partial<Rendition<boolean>>,
): Promise<Partial<Rendition<Rendered>>> {
  const full = await rasterise(sceneSvg(scene, key, photoDimensions.full));
  const out: Partial<Rendition<Rendered>> = {};
  if (wanted.full) out.full = { jpeg: await fromRaw(full).jpeg(fullJpeg).toBuffer(), pixels: full };
  if (!wanted.med && !wanted.low) return out;
  const med = await resizeRaw(full, photoDimensions.med);
  if (wanted.med) out.med = { jpeg: await fromRaw(med).jpeg(jpeg).toBuffer(), pixels: med };
  if (wanted.low) {
    const low = await resizeRaw(med, photoDimensions.low);
    out.low = { jpeg: await fromRaw(low).jpeg(jpeg).toBuffer(), pixels: low };
  }
  return out;
}

async function renderSvg(svg: string): Promise<Rendered> {
  const pixels = await rasterise(svg);
  return { jpeg: await fromRaw(pixels).jpeg(jpeg).toBuffer(), pixels };
}

/** A car thumbnail: drawn straight at low size, the only size it has. */
export function renderThumbnail(scene: PhotoScene, key: string): Promise<Rendered> {
  return renderSvg(sceneSvg(scene, key, photoDimensions.low));
}

export function renderPortrait(look: PortraitLook): Promise<Rendered> {
  return renderSvg(portraitSvg(look, portraitDimensions));
}
