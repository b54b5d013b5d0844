import { useEffect } from 'react';

export const siteName = 'Aurora Imprensa';

/** The window's title for a page: '{title} | Aurora Imprensa', or the site's own while the title is unknown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : `${siteName} | Sala de imprensa`;
  }, [title]);
}
