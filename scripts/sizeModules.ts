/**
 * Which modules fill a chunk of the build: each chunk's source map says, for every stretch of minified code, which
 * source it came from, so its bytes can be summed per source file and then per package (`react-dom`, `bootstrap`)
 * or per folder of src/. The gzip share of a module is estimated from its chunk's own gzip ratio: modules are not
 * compressed apart, so only the chunk's total is exact. No source-map package: the mappings' Base64 VLQ is decoded
 * here (https://tc39.es/ecma426/).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((char, index) => [char, index]));

/** The numbers of one segment of the mappings ("AAAA,SAASA"): each is a signed VLQ, 5 bits per Base64 digit. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitOf.get(char);
    if (digit === undefined) throw new Error(`not a Base64 digit in a source map: '${char}'`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * Characters of `code` per source of its map. Code no mapping covers (the bundler's own glue) is counted under
 * '(bundler)'. Columns count UTF-16 units: close enough to bytes for minified code, which is almost all ASCII.
 */
export function charactersPerSource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) totals.set(source, (totals.get(source) ?? 0) + count);
  };
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let current = '(bundler)';
    let from = 0;
    for (const segment of lineMappings ? lineMappings.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(current, column - from);
      from = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        current = map.sources[sourceIndex] ?? '(bundler)';
      } else current = '(bundler)';
    }
    add(current, line.length - from + 1); // the rest of the line and its newline
  });
  return totals;
}

/** A source's group: the npm package it comes from, or its folder under src/ (two levels: `src/features/home`). */
export function groupOf(source: string): string {
  const normalised = source.replace(/\\/g, '/');
  const inPackages = normalised.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = normalised.slice(inPackages + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const inSrc = normalised.indexOf('src/');
  if (inSrc >= 0) {
    const parts = normalised.slice(inSrc).split('/');
    return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || normalised;
  }
  return normalised;
}

export interface ModuleShare {
  name: string;
  raw: number;
  /** Estimated: the chunk's gzip bytes shared in proportion to raw bytes. */
  gzip: number;
}

/**
 * Raw and estimated gzip bytes per group over the given chunks (`{ file, raw, gzip }` of the build in `dist`), largest
 * first. A chunk without a map (a PROD build) counts as one group named after the chunk.
 */
export function modulesOf(
  dist: string,
  chunks: { file: string; raw: number; gzip: number }[],
  group: (source: string) => string = groupOf,
): ModuleShare[] {
  const shares = new Map<string, { raw: number; gzip: number }>();
  const add = (name: string, raw: number, gzip: number) => {
    const share = shares.get(name) ?? { raw: 0, gzip: 0 };
    share.raw += raw;
    share.gzip += gzip;
    shares.set(name, share);
  };
  for (const chunk of chunks) {
    const mapFile = path.join(dist, `${chunk.file}.map`);
    if (!existsSync(mapFile)) {
      add(`(no source map) ${chunk.file}`, chunk.raw, chunk.gzip);
      continue;
    }
    const code = readFileSync(path.join(dist, chunk.file), 'utf8');
    const counted = charactersPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap);
    const characters = [...counted.values()].reduce((sum, count) => sum + count, 0);
    for (const [source, count] of counted) {
      const part = count / characters;
      add(group(source), chunk.raw * part, chunk.gzip * part);
    }
  }
  return [...shares].map(([name, share]) => ({ name, ...share })).sort((a, b) => b.gzip - a.gzip);
}
