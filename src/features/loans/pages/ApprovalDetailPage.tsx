/** Being built: see issue 11. */
export default function ApprovalDetailPage() {
  return null;
}
