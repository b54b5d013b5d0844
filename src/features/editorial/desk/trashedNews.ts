/**
 * What the news editor hands the desk after 'Excluir' (in the navigation's state): the item, so the desk says where
 * it went and offers to undo it at once, at the version the deletion left it.
 */
export interface TrashedNews {
  id: number;
  title: string;
  version: number;
}

export function trashedNewsOf(state: unknown): TrashedNews | null {
  const trashed = (state as { trashed?: Partial<TrashedNews> } | null)?.trashed;
  return trashed &&
    typeof trashed.id === 'number' &&
    typeof trashed.title === 'string' &&
    typeof trashed.version === 'number'
    ? { id: trashed.id, title: trashed.title, version: trashed.version }
    : null;
}
