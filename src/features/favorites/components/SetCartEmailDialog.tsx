import type { SetMailDialogProps } from '../../../components/media/SetMailDialog';
import { CartEmailDialog } from './CartEmailDialog';
import '../favorites.scss';

/**
 * The favorites' e-mail dialog for a set taken whole (a news item's photos, an album, past the size downloaded at
 * once): the same request and e-mailed link, the favorites list left as it is. Loaded on demand (SiteLayout).
 */
export default function SetCartEmailDialog(props: SetMailDialogProps) {
  return <CartEmailDialog {...props} keepFavorites />;
}
