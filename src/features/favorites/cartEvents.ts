/**
 * The cart's download request in analytics (spec section 7: download events go to analytics; sent only with the
 * visitor's consent, lib/analytics). GA4 recommends no event for it: `generate_lead` would count a press request as a
 * sales lead, so it has a name of its own. It says how much was asked for, never who asked: no address, no titles.
 */
import type { CartEntry } from '../../domain/cartSchemas';
import { trackEvent } from '../../lib/analytics';

export function trackCartRequest(cart: readonly CartEntry[]): void {
  trackEvent('cart_download_request', {
    item_count: cart.length,
    file_count: cart.reduce((total, entry) => total + entry.files.length, 0),
  });
}
