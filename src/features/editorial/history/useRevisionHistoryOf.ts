import { useState } from 'react';
import type { EditorialChange } from '../../../domain/editorialSchemas';
import type { RevisionHistoryProps } from './RevisionHistory';

/** An editor page's read of its item, as RTK Query's query hook answers it. */
export interface ItemRead {
  data?: { version: number; changes?: EditorialChange[] } | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What an editor page gives its 'Histórico': the item's version as the page last read it (read again when the
 * history opens, since the editor may have saved since), and after a restore the item read again with a new key
 * for the editor (`restores`), which then opens on what was restored; and the item's change log, whose
 * publications the history tells between the versions.
 */
export function useRevisionHistoryOf(read: ItemRead): {
  restores: number;
  history: Pick<RevisionHistoryProps, 'version' | 'onOpen' | 'onRestored' | 'changes'>;
} {
  const [restores, setRestores] = useState(0);
  return {
    restores,
    history: {
      version: read.isFetching ? undefined : read.data?.version,
      changes: read.data?.changes ?? [],
      onOpen: () => void read.refetch(),
      onRestored: async () => {
        await read.refetch();
        setRestores((count) => count + 1);
      },
    },
  };
}
