/** Being built: see issue 11. */
export default function PickupPage() {
  return null;
}
