import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EditorialNews } from '../../../domain/editorialSchemas';
import { paths } from '../../../domain/routes';
import type { TrashedNews } from '../desk/trashedNews';

/**
 * Once the item the editor holds goes to the trash, back to the desk, which says so and offers to undo it: an editor
 * left open on a deleted item would invite edits nobody can save. An item opened from the trash stays open (to be
 * read and restored): only the move into it leaves.
 */
export function useDeskAfterTrash(saved: EditorialNews | null) {
  const navigate = useNavigate();
  const lastState = useRef(saved?.state);
  useEffect(() => {
    const before = lastState.current;
    lastState.current = saved?.state;
    if (!saved || saved.state !== 'deleted' || before === undefined || before === 'deleted') return;
    const trashed: TrashedNews = { id: saved.id, title: saved.title, version: saved.version };
    void navigate(paths.editorial.news.href(), { state: { trashed } });
  }, [saved, navigate]);
}
