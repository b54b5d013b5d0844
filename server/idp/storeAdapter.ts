/**
 * oidc-provider's storage adapter on PostgreSQL (table `oidc_store`): sessions, interactions, authorization codes
 * and grants are rows, so a sign-in survives a restart and works whichever API process answers. A row past its
 * expiry is treated as absent at once, and expired rows are deleted now and then.
 */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcStore } from '../db/schema';

/** How often one process sweeps expired rows (on a write, so an idle provider costs nothing). */
const sweepEveryMs = 10 * 60 * 1000;

export async function deleteExpiredRows(db: Db, now = new Date()): Promise<void> {
  await db.delete(oidcStore).where(lt(oidcStore.expiresAt, now));
}

export function postgresAdapter(db: Db): new (model: string) => Adapter {
  let lastSweep = 0;

  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    private live() {
      return or(isNull(oidcStore.expiresAt), gt(oidcStore.expiresAt, new Date()));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcStore.payload, consumedAt: oidcStore.consumedAt })
        .from(oidcStore)
        .where(and(eq(oidcStore.kind, this.kind), condition, this.live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider refuses a consumed code by this epoch-seconds member (a code used twice is invalid_grant).
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const values = {
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(oidcStore)
        .values({ kind: this.kind, id, ...values })
        .onConflictDoUpdate({ target: [oidcStore.kind, oidcStore.id], set: values });
      if (Date.now() - lastSweep > sweepEveryMs) {
        lastSweep = Date.now();
        await deleteExpiredRows(db);
      }
    }

    find(id: string) {
      return this.findWhere(eq(oidcStore.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcStore.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcStore)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcStore.kind, this.kind), eq(oidcStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcStore).where(and(eq(oidcStore.kind, this.kind), eq(oidcStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcStore).where(and(eq(oidcStore.kind, this.kind), eq(oidcStore.grantId, grantId)));
    }
  };
}
