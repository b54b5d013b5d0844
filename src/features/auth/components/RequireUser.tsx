/** Being built: see issue 9. A page that needs a signed-in user. */
import type { ReactNode } from 'react';

export function RequireUser({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
