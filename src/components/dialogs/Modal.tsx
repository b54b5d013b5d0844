import type { ComponentProps } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';
import { useModalTabCycle } from './useModalTabCycle';

/**
 * The site's modal dialog: react-bootstrap's (Escape closes it, the focus comes back to what opened it), with the
 * focus going round inside it both ways (useModalTabCycle). Every dialog of the site is one of these.
 */
function SiteModal(props: ComponentProps<typeof BootstrapModal>) {
  useModalTabCycle(props.show ?? false);
  return <BootstrapModal {...props} />;
}

export const Modal = Object.assign(SiteModal, {
  Header: BootstrapModal.Header,
  Title: BootstrapModal.Title,
  Body: BootstrapModal.Body,
  Footer: BootstrapModal.Footer,
});
