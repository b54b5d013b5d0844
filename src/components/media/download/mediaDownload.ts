/**
 * Starting a media download, once the terms are accepted (useDownloadTerms asks first). Photos open their own link
 * (spec section 7: "image downloads open the media link directly"); videos and files come through the API's
 * `medias_api/download-file/{fileName}`, which answers them as an attachment. The mobile flavour hands the address
 * to the app around it, whose web view would otherwise drop the download.
 */
import { config } from '../../../lib/config';
import { mediaFileName, mediaTypeOf } from '../../../domain/media';
import { trackEvent } from '../../../lib/analytics';
import { isMobileFlavour } from '../../../lib/platform';

/** The React Native web view of the mobile app, when the site runs inside it. */
interface NativeBridge {
  postMessage(message: string): void;
}
declare global {
  interface Window {
    ReactNativeWebView?: NativeBridge;
  }
}

/** The address a download of `link` goes to. */
export function downloadUrlOf(link: string): string {
  if (mediaTypeOf(link) === 'image') return link;
  return `${config.apiBase}medias_api/download-file/${encodeURIComponent(mediaFileName(link))}`;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** An absolute address: the app and GA both need one, not a path of this site. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Downloads `link` (a photo's rendition, a video, a PDF) and counts it in analytics. */
export function startMediaDownload(link: string): void {
  const url = downloadUrlOf(link);
  const fileName = mediaFileName(link);
  // GA4's recommended event for downloads; sent only if the visitor accepted cookies (lib/analytics).
  trackEvent('file_download', {
    file_name: fileName,
    file_extension: extensionOf(fileName),
    link_url: absolute(url),
  });
  const bridge = isMobileFlavour ? window.ReactNativeWebView : undefined;
  if (bridge) {
    bridge.postMessage(JSON.stringify({ type: 'download', url: absolute(url) }));
    return;
  }
  // A new window: a photo opens in full in its own tab, and an attachment downloads without leaving the page.
  window.open(url, '_blank', 'noopener');
}
