/**
 * Content reads that accept a preview token (`?token=`). Without a token the answer is public, the same for every
 * visitor, and comes from the shared content cache. With one it may show a draft to whoever holds its token: it is
 * built for this request alone, never stored in the shared cache (the next visitor without the token would get the
 * draft), and marked `private, no-store` so no browser cache or proxy keeps it either.
 */
import { publicAccess, type Access } from './publication';
import type { AnswerGrants } from '../media/answerGrants';
import type { Clock } from '../shared/clock';
import { sendPublicRead, type CachedRead } from '../plugins/cachedAnswer';

export async function sendContentRead({
  cache,
  request,
  reply,
  key,
  token,
  clock,
  build,
  grants,
}: CachedRead & {
  token: string | undefined;
  /** A draft's files are reached through granted addresses (server/media/answerGrants.ts). */
  grants: AnswerGrants;
  /** A token opens its draft only until it expires, by the app's clock. */
  clock: Clock;
  build: (access: Access) => Promise<unknown>;
}) {
  if (!token) return sendPublicRead({ cache, request, reply, key, build: () => build(publicAccess) });
  const answer = await grants(await build({ token, now: clock.now() }));
  return reply.header('cache-control', 'private, no-store').send(answer);
}
