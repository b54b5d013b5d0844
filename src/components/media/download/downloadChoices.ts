import { extensionOf, mediaDownloadName, type Rendition } from '../../../domain/fileNames';
import { mediaFileName } from '../../../domain/media';
import { isVideoItem, type MediaItem } from '../mediaItem';

export interface DownloadChoice {
  /** 'Pequena', 'Média', 'Grande'; for a video, its file's format ('MP4', 'MOV'). */
  label: string;
  link: string;
  /** '1024 x 683 px · 180 KB', or '' when the label says nothing more than the choice's name. */
  size: string;
  /** The name the server gives the file ('aurora-t-cross-grande-4096x2731.jpg'), for the mobile app's download. */
  fileName: string;
}

/** The size label without the format the choice already names ('MP4 · 854 x 480 px' under 'MP4'). */
function sizeText(label: string, choice: string): string {
  const text = label.trim();
  if (text.toUpperCase() === choice.toUpperCase()) return '';
  const prefix = `${choice} · `;
  return text.toUpperCase().startsWith(prefix.toUpperCase()) ? text.slice(prefix.length) : text;
}

/** A video file's format as a choice names it, from its extension ('…-high.mov' -> 'MOV'). */
const formatOf = (link: string) => extensionOf(mediaFileName(link)).slice(1).toUpperCase() || 'Vídeo';

/**
 * The download sizes offered for an item (spec section 3): Pequena, Média and Grande for a photo. For a video, the
 * spec's MP4 (the medium size, 480 lines) and then the original the press office uploaded (the high size: a MOV or
 * an MP4, at its own resolution), each named by its format and told apart by its pixels; its low rendition is only
 * a poster. Why the original is offered beside the spec's MP4: docs/decisions.md. Renditions without a file are
 * left out.
 */
export function downloadChoicesOf(item: MediaItem): DownloadChoice[] {
  const choices: { label: string; link: string; size: string; rendition: Rendition }[] = isVideoItem(item)
    ? [
        { label: formatOf(item.mediaMed), link: item.mediaMed, size: item.mediaSizeMedium, rendition: 'med' },
        { label: formatOf(item.media), link: item.media, size: item.mediaSize, rendition: 'full' },
      ]
    : [
        { label: 'Pequena', link: item.mediaLow, size: item.mediaSizeLow, rendition: 'low' },
        { label: 'Média', link: item.mediaMed, size: item.mediaSizeMedium, rendition: 'med' },
        { label: 'Grande', link: item.media, size: item.mediaSize, rendition: 'full' },
      ];
  return choices
    .filter((choice) => choice.link)
    .map(({ rendition, ...choice }) => ({
      ...choice,
      size: sizeText(choice.size, choice.label),
      fileName: mediaDownloadName({
        title: item.fileTitle || item.title,
        rendition,
        sizeLabel: choice.size,
        storedName: mediaFileName(choice.link),
      }),
    }));
}

/** The pixel size a label states ('1795 x 1197 px · 1,2 MB'), or null when it states none. */
export function dimensionsOf(label: string): { width: number; height: number } | null {
  const match = /(\d+)\s*x\s*(\d+)\s*px/i.exec(label);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}
