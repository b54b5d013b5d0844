/** Being built: see issue 11. */
export default function ChecklistPage() {
  return null;
}
