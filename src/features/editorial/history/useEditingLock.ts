import { useCallback, useEffect, useState } from 'react';
import { lockHeartbeatMs } from '../../../domain/editorialRevisions';
import type { EditingLock } from '../../../domain/editorialRevisionSchemas';
import { apiBase, sessionToken } from '../../../lib/api/apiRequest';
import {
  lockReleasePath,
  useHeartbeatEditingLockMutation,
  useTakeOverEditingLockMutation,
  type EditedItem,
} from './historyApi';

/**
 * Lets the item go as the page is left. A plain request may be cut off with the page; fetch's `keepalive` outlives
 * it, as sendBeacon would, and unlike sendBeacon it carries the session's `authorization`.
 */
function releaseLock(item: EditedItem) {
  const token = sessionToken();
  if (!token) return;
  void fetch(new URL(lockReleasePath(item), new URL(apiBase(), window.location.href)), {
    method: 'POST',
    keepalive: true,
    headers: { authorization: token },
  }).catch(() => {
    // A release lost with the connection: the lock lapses on its own a minute after the last heartbeat.
  });
}

/**
 * The editing lock of an open editor: a heartbeat now and every ~20 s, answering who holds the item (the one taken
 * over learns it on their next heartbeat), 'Assumir a edição' as `takeOver`, and the lock let go when the editor
 * closes or the page is left. `item` null (a new item, not yet saved) holds nothing.
 */
export function useEditingLock(item: EditedItem | null) {
  const [heartbeat] = useHeartbeatEditingLockMutation();
  const [takeOverCall, takingOver] = useTakeOverEditingLockMutation();
  const [lock, setLock] = useState<EditingLock | null>(null);
  const subject = item?.subject;
  const id = item?.id;

  useEffect(() => {
    if (subject === undefined || id === undefined) return;
    const held = { subject, id };
    let closed = false;
    const beat = async () => {
      try {
        const answer = await heartbeat(held).unwrap();
        if (!closed) setLock(answer);
      } catch {
        // A missed heartbeat says nothing new: the next one, 20 s on, tells again.
      }
    };
    void beat();
    const timer = window.setInterval(() => void beat(), lockHeartbeatMs);
    const leave = () => releaseLock(held);
    window.addEventListener('pagehide', leave);
    return () => {
      closed = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [subject, id, heartbeat]);

  const takeOver = useCallback(async () => {
    if (subject === undefined || id === undefined) return;
    try {
      setLock(await takeOverCall({ subject, id }).unwrap());
    } catch {
      // The banner stays as it was; the next heartbeat tells who holds the item.
    }
  }, [subject, id, takeOverCall]);

  return { lock, takeOver, takingOver: takingOver.isLoading };
}
