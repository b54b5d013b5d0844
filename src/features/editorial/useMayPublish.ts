import { can } from '../../domain/roles';
import { selectUser } from '../../state/auth/authSlice';
import { useAppSelector } from '../../state/hooks';

/** Whether the signed-in user may open the editorial area; the server refuses (403) anyone else on every call. */
export function useMayPublish(): boolean {
  const user = useAppSelector(selectUser);
  return !!user && can(user.role, 'publish');
}
