/** Being built: see issue 9. */
export default function RegistryPage() {
  return null;
}
