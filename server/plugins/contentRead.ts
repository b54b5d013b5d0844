/**
 * Content reads that accept a preview token (`?token=`). Without a token the answer is public, the same for every
 * visitor, and comes from the shared content cache. With one it may show a draft to whoever holds its token: it is
 * built for this request alone, never stored in the shared cache (the next visitor without the token would get the
 * draft), and marked `private, no-store` so no browser cache or proxy keeps it either.
 */
import { publicAccess, type Access } from '../content/publication';
import type { MediaUrlBuilder } from '../media/mediaUrls';
import type { Clock } from '../shared/clock';
import { sendPublicRead, type CachedRead } from './cachedAnswer';

export async function sendContentRead({
  cache,
  request,
  reply,
  key,
  token,
  clock,
  build,
}: CachedRead & {
  token: string | undefined;
  /** A token opens its draft only until it expires, by the app's clock. */
  clock: Clock;
  build: (access: Access) => Promise<unknown>;
}) {
  if (!token) return sendPublicRead({ cache, request, reply, key, build: () => build(publicAccess) });
  const answer = await build({ token, now: clock.now() });
  return reply.header('cache-control', 'private, no-store').send(answer);
}

/**
 * The media addresses of a content read: a read with a preview token may show a draft, whose files only a granted
 * address opens (server/media/fileAccess.ts); such an answer is never stored (above), so the grants reach only it.
 */
export const mediaFor = (
  ctx: { media: MediaUrlBuilder; grantedMedia: MediaUrlBuilder },
  access: Access,
): MediaUrlBuilder => (access.token ? ctx.grantedMedia : ctx.media);
