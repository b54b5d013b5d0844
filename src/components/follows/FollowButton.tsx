/**
 * 'Seguir' / 'Seguindo' for a subject (src/domain/follows.ts), on car and section pages and beside the news
 * categories. Signed-in journalists only: following is e-mail to an account, so a visitor sees nothing (the header's
 * Entrar is their way in). This wrapper is all a visitor's page carries; the button's code, its reads and writes
 * load once someone is signed in.
 */
import { lazy } from 'react';
import type { FollowSubject } from '../../domain/follows';
import { selectIsLoggedIn, selectUser } from '../../state/auth/authSlice';
import { useAppSelector } from '../../state/hooks';
import { LazyPart } from '../layout/LazyPart';

const FollowToggle = lazy(() => import('./FollowToggle'));

export interface FollowButtonProps {
  subject: FollowSubject;
  /** The subject's name, for the button's hint ('Aurora Zênite', 'Tecnologia'). */
  about?: string;
}

export function FollowButton({ subject, about }: FollowButtonProps) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  if (!loggedIn || !user) return null;
  // A button that could not load is left out: the page is whole without it.
  return (
    <LazyPart failed={null}>
      <FollowToggle subject={subject} about={about} userId={user.id} />
    </LazyPart>
  );
}
