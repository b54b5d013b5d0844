/**
 * The follow e-mails, as the recurring job `follows.digest` (docs/jobs.md): each run e-mails every follower whose
 * last e-mail is an hour old (or who never had one) ONE message with the news about their subjects published since
 * their last e-mail (digestNews.ts), then records what it covered and when it was sent. News published within the
 * hour after an e-mail wait and go together in the next one.
 *
 * Safe to run twice, and from two processes at once: each follower's e-mail is queued in the transaction that
 * records it, under a lock per follower, and the news are read again under that lock, so a second run finds the
 * follower mailed already and sends nothing.
 */
import { eq } from 'drizzle-orm';
import { followRules } from '../../src/domain/follows';
import type { Db } from '../db/client';
import { followDigests, users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { linkSigner, loadLinkSecret } from '../shared/linkSigning';
import { digestNews, type DigestWindow } from './digestNews';
import { followMail } from './followMail';
import { lockFollower } from './followService';
import { followDigestTopic, unsubscribeUrl, type LinkSite } from './unsubscribeLinks';

export const followDigestJobKind = 'follows.digest';
/** How often the digest runs: the longest a first alert waits after its news, beside `publicationSettleMs`. */
export const followDigestEveryMs = 5 * 60_000;

/**
 * A publication is counted once it is this old. Its moment is taken as its transaction begins (the editor's
 * request, the scheduled job's run); one still committing while a digest runs would otherwise end up behind that
 * digest's cut-off without having been seen, and never be sent.
 */
export const publicationSettleMs = 60_000;

export interface FollowDigestDeps {
  db: Db;
  site: { publicUrl: string; linkSecret?: string | undefined };
}

/** Sends the e-mails due at `now`; answers how many were queued. */
export async function sendFollowDigests(deps: FollowDigestDeps, now: Date): Promise<number> {
  const { db } = deps;
  const window: DigestWindow = {
    cutoff: new Date(now.getTime() - publicationSettleMs),
    mailedBefore: new Date(now.getTime() - followRules.mailGapMs),
  };
  const due = [...new Set((await digestNews(db, window)).map((row) => row.userId))];
  if (!due.length) return 0;
  const site: LinkSite = {
    publicUrl: deps.site.publicUrl,
    signer: linkSigner(await loadLinkSecret(db, deps.site.linkSecret)),
  };
  let queued = 0;
  for (const userId of due) if (await sendDigest(db, site, userId, window, now)) queued += 1;
  return queued;
}

async function sendDigest(
  db: Db,
  site: LinkSite,
  userId: number,
  window: DigestWindow,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFollower(tx, userId);
    const found = await digestNews(tx, window, userId);
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!found.length || !user) return false;
    await enqueueMail(
      tx,
      followDigestTopic,
      followMail({
        to: user.email,
        name: user.name,
        news: found.map((row) => ({ id: row.newsId, title: row.title })),
        publicUrl: site.publicUrl,
        unsubscribeUrl: unsubscribeUrl(site, userId),
      }),
    );
    await tx
      .insert(followDigests)
      .values({ userId, coveredUntil: window.cutoff, lastSentAt: now })
      .onConflictDoUpdate({
        target: followDigests.userId,
        set: { coveredUntil: window.cutoff, lastSentAt: now },
      });
    return true;
  });
}
