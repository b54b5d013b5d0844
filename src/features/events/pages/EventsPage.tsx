/**
 * /eventos and /lista-comodato (spec loan-area section 2, "Events"). Placeholder: the page lands with issue 12.
 */
export default function EventsPage() {
  return null;
}
