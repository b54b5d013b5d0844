/**
 * Whether a POST body is RFC 8058's one-click unsubscription, `List-Unsubscribe=One-Click`. Mail programs send it
 * as multipart/form-data (which the RFC prefers) or as application/x-www-form-urlencoded; the confirmation page's
 * form sends the latter. The body arrives here as its raw text (unsubscribeRoutes.tsx parses neither encoding).
 */

/** A multipart part named `List-Unsubscribe` whose value is `One-Click`. */
const multipartOneClick =
  /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i;

export function isOneClickBody(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if (new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click') return true;
  return multipartOneClick.test(body);
}
