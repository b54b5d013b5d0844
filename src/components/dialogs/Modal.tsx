import type { ComponentProps } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';
import { useModalTabCycle } from './useModalTabCycle';

/**
 * The site's modal dialog: react-bootstrap's (Escape closes it, the focus comes back to what opened it), with the
 * focus going round inside it both ways (useModalTabCycle). Every dialog of the site is one of these.
 *
 * A dialog holds the focus inside only while it is shown: once closing (fading out), the focus may leave it for what
 * the action came to ('Notícia publicada.', lib/a11y/focusRescue.ts), which the fading dialog would otherwise pull
 * back and then take away with it.
 */
function SiteModal({ enforceFocus = true, ...props }: ComponentProps<typeof BootstrapModal>) {
  const show = props.show ?? false;
  useModalTabCycle(show);
  return <BootstrapModal {...props} enforceFocus={enforceFocus && show} />;
}

export const Modal = Object.assign(SiteModal, {
  Header: BootstrapModal.Header,
  Title: BootstrapModal.Title,
  Body: BootstrapModal.Body,
  Footer: BootstrapModal.Footer,
});
