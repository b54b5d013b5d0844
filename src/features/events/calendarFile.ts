import { eventsPageTexts } from './eventsPageTexts';

/**
 * The name an event's `.ics` is saved under: the server's (`Content-Disposition: attachment; filename="…"`) when it
 * gives one, else 'evento-<id>.ics'. Only a plain file name is taken: a path in it would be no name at all.
 */
export function calendarFileName(contentDisposition: string | undefined, id: number): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  const quoted = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1];
  let name = quoted?.trim();
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name, or ours.
    }
  }
  return name && /^[^/\\]+\.ics$/i.test(name) ? name : eventsPageTexts.calendarFileName(id);
}

/** Saves an object URL under a name through a transient link, then lets the bytes go. */
export function saveObjectUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
