import type { ReactNode } from 'react';
import { usePublishedHeight } from '../../../lib/a11y/usePublishedHeight';

/**
 * An editor's action bar (the status line, 'Salvar rascunho' and the item's moves), stuck to the window's bottom
 * while the form scrolls. Its height is published as --editor-bar-space, which the page's scroll padding adds, so a
 * field reached with Tab scrolls clear of the bar instead of under it.
 */
export function EditorActionBar({ children }: { children: ReactNode }) {
  const ref = usePublishedHeight<HTMLDivElement>('--editor-bar-space');
  return (
    <div ref={ref} className="editorial-editor__bar">
      {children}
    </div>
  );
}
