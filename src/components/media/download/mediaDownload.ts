/**
 * Starting a media download, once the terms are accepted (useDownloadTerms asks first). Every file, photos included,
 * comes through the API's `medias_api/download-file/{fileName}`, which answers it as an attachment named from its
 * title, size and pixels: a journalist gets a file on disk that says what it is, not a photo opened in a tab (the
 * spec's "image downloads open the media link directly" gave way to that; see docs/decisions.md). The mobile flavour
 * hands the name and address to the app around it (lib/nativeBridge.ts), whose web view would otherwise drop the
 * download; outside its app it saves the file as the web does.
 */
import { config } from '../../../lib/config';
import { fileGrantParam } from '../../../domain/fileAccess';
import { mediaFileName } from '../../../domain/media';
import { trackFileDownload } from '../../../lib/analytics';
import { handToNativeApp } from '../../../lib/nativeBridge';

/**
 * The address a download of `link` goes to. A draft's file, shown to its previewer or to staff, has a granted address
 * (`?acesso=`, src/domain/fileAccess.ts): the grant goes on to the download.
 */
export function downloadUrlOf(link: string): string {
  const grant = new URL(link, 'http://localhost/').searchParams.get(fileGrantParam);
  const query = grant ? `?${fileGrantParam}=${encodeURIComponent(grant)}` : '';
  return `${config.apiBase}medias_api/download-file/${encodeURIComponent(mediaFileName(link))}${query}`;
}

/**
 * Downloads `link` (a photo's rendition, a video, a PDF) and counts it in analytics; `fileName` is the name the
 * server gives the file, when the caller knows it (the stored name otherwise).
 */
export function startMediaDownload(link: string, fileName = mediaFileName(link)): void {
  startAttachmentDownload(downloadUrlOf(link), fileName);
}

/** Downloads an attachment the API answers at `url` (a media file, a set's zip) and counts it as `fileName`. */
export function startAttachmentDownload(url: string, fileName: string): void {
  // Sent only if the visitor accepted cookies (lib/analytics).
  trackFileDownload(url, fileName);
  if (handToNativeApp({ type: 'download', name: fileName, url })) return;
  saveAttachment(url);
}

/**
 * Follows a link whose answer is an attachment: the browser saves it and the page stays as it is, with no tab
 * opened and closed on the way. `download` names nothing: the server's Content-Disposition gives the name.
 */
export function saveAttachment(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
