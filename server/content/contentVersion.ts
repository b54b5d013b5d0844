/** The database's count of content changes (migration 0028), shared by every process, unlike a cache's generation. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentVersion } from '../db/schema';

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
