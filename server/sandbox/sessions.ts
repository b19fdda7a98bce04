/**
 * Sandbox sessions: one per visitor (a cookie names it), each with its own carts, in memory. The
 * store is an LRU with an idle expiry, so the sandbox's memory stays bounded whatever the traffic.
 */
import {randomUUID} from 'node:crypto';
import {LRUCache} from 'lru-cache';
import {SandboxCarts, type CartSeed} from './carts';
import type {SandboxLimits} from './limits';

export interface SandboxSession {
  id: string;
  carts: SandboxCarts;
}

export class SandboxSessions {
  private readonly sessions: LRUCache<string, SandboxSession>;

  /** `clock` stands in for `performance` where a test moves time itself. */
  constructor(
    private readonly seed: CartSeed,
    private readonly limits: SandboxLimits,
    clock?: {now(): number},
  ) {
    // ttlResolution 0: read the clock on every look-up instead of caching it for a millisecond.
    this.sessions = new LRUCache({max: limits.maxSessions, ttl: limits.sessionTtlMs, ttlResolution: 0, updateAgeOnGet: true, ...(clock ? {perf: clock} : {})});
  }

  /** The session a cookie names, or a new one when it names none that is still alive. */
  resolve(id: string | undefined): SandboxSession {
    const found = id ? this.sessions.get(id) : undefined;
    if (found) return found;
    const session: SandboxSession = {
      id: randomUUID(),
      carts: new SandboxCarts(this.seed, {maxCarts: this.limits.maxCartsPerSession, maxItems: this.limits.maxItemsPerCart}),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }
}
