/** Being built: see issue 9. */
export default function LoginPage() {
  return null;
}
