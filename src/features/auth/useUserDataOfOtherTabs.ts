import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { followUserDataOfOtherTabs } from './authPersistence';

/** Keeps the store's user in step with other tabs of the site while the calling component is shown. */
export function useUserDataOfOtherTabs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => followUserDataOfOtherTabs(dispatch), [dispatch]);
}
