/** Being built: see issue 10. */
export default function LoanHomePage() {
  return null;
}
