import { useEffect } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { followUserDataOfOtherTabs } from '../../state/auth/authPersistence';

/** Keeps the store's user in step with other tabs of the site while the calling component is shown. */
export function useUserDataOfOtherTabs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => followUserDataOfOtherTabs(dispatch), [dispatch]);
}
