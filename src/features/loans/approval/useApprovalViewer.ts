import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/auth/authSlice';
import type { ApprovalViewer } from './approvalViewer';

/** The signed-in user as the approval screens see them, with `?admin=1` read from the address. */
export function useApprovalViewer(): ApprovalViewer | null {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  if (!user) return null;
  return { userId: user.id, role: user.role, adminFlag: params.get('admin') === '1' };
}
