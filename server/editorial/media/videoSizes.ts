/**
 * A film's medium size (MP4, H.264 at 480 lines as the spec's video sizes, playable in every browser and phone) and
 * its poster frame, by ffmpeg from Debian (`FFMPEG_PATH` names another). The original is kept as the high size.
 * ffmpeg reads files: the caller gives the original as a file of this machine (mediaPreparation.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pixelsLabel } from '../../../src/domain/fileNames';

const run = promisify(execFile);
const ffmpeg = () => process.env.FFMPEG_PATH ?? 'ffmpeg';
const ffprobe = () => process.env.FFPROBE_PATH ?? 'ffprobe';

export interface VideoSizes {
  medium: Buffer;
  poster: Buffer;
  labels: { low: string; med: string; full: string };
}

async function dimensions(file: string): Promise<{ width: number; height: number }> {
  const { stdout } = await run(ffprobe(), [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height',
    '-of',
    'json',
    file,
  ]);
  const stream = (JSON.parse(stdout) as { streams?: { width?: number; height?: number }[] }).streams?.[0];
  if (!stream?.width || !stream.height) throw new Error('no video stream');
  return { width: stream.width, height: stream.height };
}

export async function makeVideoSizes(source: string, extension: string): Promise<VideoSizes> {
  const folder = await mkdtemp(path.join(tmpdir(), 'newsroom-video-'));
  try {
    const medium = path.join(folder, 'medium.mp4');
    const poster = path.join(folder, 'poster.jpg');
    const full = await dimensions(source);
    await run(
      ffmpeg(),
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        source,
        // 480 lines, never enlarged; an even width as H.264 asks.
        '-vf',
        "scale=-2:'min(480,ih)':flags=lanczos,format=yuv420p",
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '26',
        '-profile:v',
        'main',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        medium,
      ],
      { maxBuffer: 1024 * 1024 },
    );
    // A second in, past a fade from black; a film shorter than that gives its first frame.
    for (const at of ['1', '0']) {
      await run(ffmpeg(), [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        at,
        '-i',
        medium,
        '-frames:v',
        '1',
        '-q:v',
        '3',
        poster,
      ]).catch(() => {});
      if (
        await readFile(poster).then(
          (data) => data.length > 0,
          () => false,
        )
      )
        break;
    }
    const med = await dimensions(medium);
    return {
      medium: await readFile(medium),
      poster: await readFile(poster),
      labels: {
        low: pixelsLabel(med),
        med: pixelsLabel(med, 'MP4'),
        full: pixelsLabel(full, extension.toUpperCase()),
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
