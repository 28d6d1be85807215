import { COUNTED_FEATURES } from '../../domain/entitlements.js';
import type { Accounts, CallerRecord } from '../../ports/users.js';
import * as keys from './keys.js';
import { toState } from './subscriptions.js';
import type { TableClient } from './table-client.js';

/** How many users' "not deleted" answers a warm function keeps. */
const LIVE_CACHE_SIZE = 1000;

/** How long a deleted account's tombstone is kept (ids are never reused, so this only bounds the table). */
export const TOMBSTONE_DAYS = 90;

/** Deleted accounts' tombstones, read by the route wrapper on every signed-in request (with the caller's plan when asked). */
export class DynamoAccounts implements Accounts {
  /** Per user id: when its tombstone was last read absent (ms). Module-lifetime, so one per warm function. */
  private readonly live = new Map<string, number>();
  /** Accounts this function saw deleted: ids are never reused, so that answer never changes. */
  private readonly deleted = new Set<string>();

  constructor(
    private readonly t: TableClient,
    private readonly clock: () => number = Date.now,
  ) {}

  async putTombstone(userId: string, deletedAt: Date): Promise<void> {
    this.live.delete(userId);
    await this.t.put({
      ...keys.deletedUser(userId),
      deletedAt: deletedAt.toISOString(),
      // Outlives every token the account could still hold and Stripe's webhook retries (3 days).
      expiresAt: Math.floor(deletedAt.getTime() / 1000) + TOMBSTONE_DAYS * 86_400,
    });
    this.deleted.add(userId);
  }

  async isDeleted(userId: string, options: { liveForMs?: number } = {}): Promise<boolean> {
    if (this.deleted.has(userId)) return true;
    const seen = this.live.get(userId);
    if (seen !== undefined && options.liveForMs && this.clock() - seen < options.liveForMs) return false;
    const at = this.clock();
    return this.remember(userId, (await this.t.get(keys.deletedUser(userId))) !== undefined, at);
  }

  async readCaller(userId: string, options: { liveForMs?: number; planMonth?: string }): Promise<CallerRecord> {
    const month = options.planMonth;
    if (month === undefined || this.deleted.has(userId)) return { deleted: await this.isDeleted(userId, options) };
    const at = this.clock();
    const tombstone = keys.deletedUser(userId);
    const subscription = { PK: keys.userPk(userId), SK: keys.billingSk.subscription };
    const usage = COUNTED_FEATURES.map((feature) => ({ feature, key: { PK: keys.userPk(userId), SK: keys.billingSk.usage(feature, month) } }));
    const items = await this.t.batchGet([tombstone, subscription, ...usage.map((u) => u.key)], { consistent: true });
    const find = (key: { PK: string; SK: string }) => items.find((item) => item.PK === key.PK && item.SK === key.SK);
    const deleted = this.remember(userId, find(tombstone) !== undefined, at);
    const state = find(subscription);
    const used = Object.fromEntries(usage.map((u) => [u.feature, (find(u.key)?.count as number | undefined) ?? 0]));
    return { deleted, plan: { state: state ? toState(state) : undefined, month, used } };
  }

  /** Keeps a tombstone read's answer for the next `isDeleted` of this warm function. */
  private remember(userId: string, deleted: boolean, at: number): boolean {
    if (deleted) {
      this.deleted.add(userId);
      this.live.delete(userId);
    } else if (!this.deleted.has(userId)) {
      // Bounded: a warm function serves a few users at a time; the oldest entry goes first.
      this.live.delete(userId);
      if (this.live.size >= LIVE_CACHE_SIZE) this.live.delete(this.live.keys().next().value!);
      this.live.set(userId, at);
    }
    return deleted;
  }
}
