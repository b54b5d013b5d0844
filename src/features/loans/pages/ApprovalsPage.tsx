/** Being built: see issue 11. */
export default function ApprovalsPage() {
  return null;
}
