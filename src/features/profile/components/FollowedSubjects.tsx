/**
 * 'Assuntos que você segue' on the profile page: what the person follows (src/domain/follows.ts), each linking to
 * its page, with 'Deixar de seguir'. Following happens on the pages themselves; here one only lets go.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FollowedSubject } from '../../../domain/followSchemas';
import { followTexts, subjectKindLabel, subjectPath } from '../../../domain/follows';
import { displayTitle, formatDate } from '../../../domain/format';
import { problemOf } from '../../../lib/api/apiErrors';
import { useGetFollowsQuery, useUnfollowMutation } from '../../../lib/api/followsApi';

const failure = { failed: followTexts.failed, connectionFailed: followTexts.connectionFailed };
const keyOf = (entry: FollowedSubject) => `${entry.textEnum}:${entry.associationId ?? 'todas'}`;

export function FollowedSubjects({ userId }: { userId: number }) {
  const headingId = useId();
  const { data, isError } = useGetFollowsQuery(userId);
  const [unfollow, removal] = useUnfollowMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const stopFollowing = async ({ textEnum, associationId }: FollowedSubject) => {
    setProblem(null);
    try {
      await unfollow({ userId, subject: { textEnum, associationId } }).unwrap();
    } catch (error) {
      setProblem(problemOf(error, failure));
    }
  };

  return (
    <section className="followed-subjects" aria-labelledby={headingId}>
      <h2 id={headingId} className="followed-subjects__title">
        {followTexts.listTitle}
      </h2>
      <p className="followed-subjects__lead">{followTexts.listLead}</p>
      {isError && !data && <p role="alert">{followTexts.loadFailed}</p>}
      {data && data.follows.length === 0 && <p className="followed-subjects__empty">{followTexts.empty}</p>}
      {data && data.follows.length > 0 && (
        <ul className="followed-subjects__list">
          {data.follows.map((entry) => {
            const title = displayTitle(entry.title);
            return (
              <li key={keyOf(entry)} className="followed-subjects__item">
                <div>
                  <Link to={subjectPath(entry)} className="followed-subjects__name">
                    {title}
                  </Link>
                  <span className="followed-subjects__facts">
                    {subjectKindLabel(entry)} · {followTexts.since(formatDate(entry.followedAt))}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  // The visible words first: a voice command says what it sees ('Deixar de seguir').
                  aria-label={`${followTexts.unfollow} ${title}`}
                  disabled={removal.isLoading}
                  onClick={() => stopFollowing(entry)}
                >
                  {followTexts.unfollow}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
