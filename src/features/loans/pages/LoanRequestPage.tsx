/** Being built: see issue 10. */
export default function LoanRequestPage() {
  return null;
}
