/**
 * The mobile flavour runs inside the car maker's app, whose React Native web view offers
 * `window.ReactNativeWebView.postMessage` (spec sections 1 and 7): files the site would save or open (a photo, a
 * film, a zip, a PDF) are handed to the app as a message with their name and absolute address, and the app
 * downloads or shows them. The web flavour, and the mobile flavour outside its app, never use it.
 */
import { config } from './config';

/** What the app receives, as JSON: `download` for a media file or a set's zip, `pdf` for a PDF to show or share. */
export interface NativeFileMessage {
  type: 'download' | 'pdf';
  /** The file's name, as the server names the attachment. */
  name: string;
  /** Absolute: the app fetches it outside the page. */
  url: string;
}

interface NativeBridge {
  postMessage(message: string): void;
}
declare global {
  interface Window {
    ReactNativeWebView?: NativeBridge;
  }
}

/** Hands the file to the app; false when this is not the mobile flavour inside its app (the caller opens it). */
export function handToNativeApp(message: NativeFileMessage): boolean {
  const bridge = config.flavour === 'mobile' ? window.ReactNativeWebView : undefined;
  if (!bridge) return false;
  bridge.postMessage(JSON.stringify({ ...message, url: new URL(message.url, window.location.href).href }));
  return true;
}
