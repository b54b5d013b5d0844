import { can, type Capability } from '../../domain/roles';
import { selectUser } from '../../state/auth/authSlice';
import { useAppSelector } from '../../state/hooks';

/** Whether the signed-in user holds `capability`; the server refuses (403) anyone else on every call. */
export function useCan(capability: Capability): boolean {
  const user = useAppSelector(selectUser);
  return !!user && can(user.role, capability);
}

/** Whether the signed-in user may open the press office's screens (news, albums, pages, cars, lists). */
export const useMayPublish = (): boolean => useCan('publish');
