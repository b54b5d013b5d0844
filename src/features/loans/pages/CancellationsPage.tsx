/** Being built: see issue 11. */
export default function CancellationsPage() {
  return null;
}
