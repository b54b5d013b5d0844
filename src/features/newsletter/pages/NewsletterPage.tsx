/** Being built: see issue 9. */
export default function NewsletterPage() {
  return null;
}
