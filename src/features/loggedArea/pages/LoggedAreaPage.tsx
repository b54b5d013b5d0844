/** Being built: see issue 10. */
export default function LoggedAreaPage() {
  return null;
}
