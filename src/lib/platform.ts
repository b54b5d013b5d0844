/**
 * The build flavour (spec section 1: WEB or mobile, from the settings) and what the device can do. The mobile
 * flavour is the app wrapped for phones: it signs in through a separate window and hands downloads to the app.
 */
import { config } from './config';

export const flavour = config.flavour;
export const isMobileFlavour = flavour === 'mobile';

/** A touch device without hover (a phone or tablet), where videos don't autoplay and hover effects don't apply. */
export function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}
