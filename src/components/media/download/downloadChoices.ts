import { isVideoItem, type MediaItem } from '../mediaItem';

export interface DownloadChoice {
  /** 'Pequena', 'Média', 'Grande'; 'MP4', 'MOV' for a video. */
  label: string;
  link: string;
  /** '1024 x 683 px · 180 KB', or '' when the label says nothing more than the choice's name. */
  size: string;
}

/** The size label without the format the choice already names ('MP4 · 854 x 480 px' under 'MP4'). */
function sizeText(label: string, choice: string): string {
  const text = label.trim();
  if (text.toUpperCase() === choice.toUpperCase()) return '';
  const prefix = `${choice} · `;
  return text.toUpperCase().startsWith(prefix.toUpperCase()) ? text.slice(prefix.length) : text;
}

/**
 * The download sizes offered for an item (spec section 3): Pequena, Média and Grande for a photo; for a video its
 * MP4 (medium) and MOV (high), its low rendition being only a poster. Renditions without a file are left out.
 */
export function downloadChoicesOf(item: MediaItem): DownloadChoice[] {
  const choices = isVideoItem(item)
    ? [
        { label: 'MP4', link: item.mediaMed, size: item.mediaSizeMedium },
        { label: 'MOV', link: item.media, size: item.mediaSize },
      ]
    : [
        { label: 'Pequena', link: item.mediaLow, size: item.mediaSizeLow },
        { label: 'Média', link: item.mediaMed, size: item.mediaSizeMedium },
        { label: 'Grande', link: item.media, size: item.mediaSize },
      ];
  return choices
    .filter((choice) => choice.link)
    .map((choice) => ({ ...choice, size: sizeText(choice.size, choice.label) }));
}

/** The pixel size a label states ('1795 x 1197 px · 1,2 MB'), or null when it states none. */
export function dimensionsOf(label: string): { width: number; height: number } | null {
  const match = /(\d+)\s*x\s*(\d+)\s*px/i.exec(label);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}
