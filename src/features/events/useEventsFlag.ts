import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { hasEventsChanged, selectHasEvents } from '../../state/auth/authSlice';

/**
 * Keeps `user-has-event` as the loaded list says: an invitation that arrived after sign-in shows Eventos in the
 * menus from now on, and a list emptied hides it. Unknown (loading, failed) changes nothing.
 */
export function useEventsFlag(count: number | undefined) {
  const dispatch = useAppDispatch();
  const hasEvents = useAppSelector(selectHasEvents);
  useEffect(() => {
    if (count === undefined) return;
    if (count > 0 !== hasEvents) dispatch(hasEventsChanged(count > 0));
  }, [count, hasEvents, dispatch]);
}
