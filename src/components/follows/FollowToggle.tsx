/**
 * The follow button itself (FollowButton.tsx loads it): 'Seguir' when the person does not follow the subject,
 * 'Seguindo' when they do; pressing it changes that. Drawn once the person's list is known, so it never shows one
 * state and then the other.
 */
import { useState } from 'react';
import { followTexts, sameSubject, type FollowSubject } from '../../domain/follows';
import { problemOf } from '../../lib/api/apiErrors';
import { useFollowMutation, useGetFollowsQuery, useUnfollowMutation } from '../../lib/api/followsApi';
import './follows.css';

const failure = { failed: followTexts.failed, connectionFailed: followTexts.connectionFailed };

export interface FollowToggleProps {
  subject: FollowSubject;
  about?: string | undefined;
  userId: number;
}

export default function FollowToggle({ subject, about, userId }: FollowToggleProps) {
  const { data } = useGetFollowsQuery(userId);
  const [follow, following] = useFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;

  const followed = data.follows.some((entry) => sameSubject(entry, subject));
  const toggle = async () => {
    setProblem(null);
    try {
      await (followed ? unfollow : follow)({ userId, subject }).unwrap();
    } catch (error) {
      setProblem(problemOf(error, failure));
    }
  };

  return (
    <div className="follow-toggle">
      <button
        type="button"
        className={followed ? 'btn btn-primary btn-sm' : 'btn btn-outline-primary btn-sm'}
        title={followed ? followTexts.followingHint(about) : followTexts.followHint(about)}
        disabled={following.isLoading || unfollowing.isLoading}
        onClick={toggle}
      >
        {followed ? followTexts.following : followTexts.follow}
      </button>
      {problem && (
        <p className="follow-toggle__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
