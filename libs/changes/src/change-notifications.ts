import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CommitSignal } from '@app/core';
import { compareFeedPositions, type FeedPosition } from './domain/feed-position';
import { ChangeFeedRepository, type TailRow } from './persistence/change-feed.repository';

/** How many long polls may wait at once, in this process and per API key (docs/syncing.md, "Long polling"). */
export interface ChangeWaiterLimits {
  perProcess: number;
  perKey: number;
}

export const CHANGE_WAITER_LIMITS = Symbol('CHANGE_WAITER_LIMITS');
export const DEFAULT_CHANGE_WAITER_LIMITS: ChangeWaiterLimits = { perProcess: 5000, perKey: 500 };

/** What a waiting request waits for: a change after `after` of one of `types` (all when undefined). */
export interface ChangeWaiter {
  keyId: string;
  after: FeedPosition;
  types: ReadonlySet<string> | undefined;
}

interface Waiting extends ChangeWaiter {
  wake(found: boolean): void;
}

/** While a notified change is still behind an older open transaction, look again this often. */
const RECHECK_MS = 200;
/** Without a commit signal (a process that died between its commit and the publish, Redis away), look at least this often. */
const FALLBACK_POLL_MS = 1000;
/**
 * Looks start at most this often: the commits of one interval wake a waiter once, with all of them
 * (a client answered at every commit of 10 a second costs 10 requests a second), and the answer
 * still comes within a second of the commit. At 250 ms, 300 clients re-polling at once cost other
 * routes 9x at p50.
 */
const LOOK_INTERVAL_MS = 750;
/** Woken waiters answer one per turn of the event loop, so other requests' steps run between (docs/adr/0045-change-feed-long-polls.md). */
const ANSWERS_PER_TURN = 1;
/** Rows one look reads; a waiter behind all of them is woken to read its own page. */
const TAIL_ROWS = 1000;

/**
 * The API process's subscription to the commit signal (docs/adr/0085-commit-signal.md: every process announces the
 * commits that recorded events), shared by every long-polling request of the change feed: a waiting request holds a
 * timer and a callback, never a pool connection. At a notification one query reads what is new since the oldest
 * waiter's position and wakes only the waiters it concerns (docs/syncing.md).
 */
@Injectable()
export class ChangeNotifications implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(ChangeNotifications.name);
  private readonly waiters = new Set<Waiting>();
  private readonly waitingByKey = new Map<string, number>();
  private stopping = false;
  private looking = false;
  private lookAgain = false;
  private lastLookAt = 0;
  private readonly turns: Array<() => void> = [];
  private nextLook: NodeJS.Timeout | undefined;
  private recheck: NodeJS.Timeout | undefined;
  private fallback: NodeJS.Timeout | undefined;
  /** Bumped by every notification: a request that read before one must look again before it waits. */
  private notifications = 0;
  /** What the last look found when nothing committed waited above its horizon: no row after `upTo` from `from` on, as of `mark`. */
  private settled: { from: FeedPosition; upTo: FeedPosition; mark: number } | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CHANGE_WAITER_LIMITS) private readonly limits: ChangeWaiterLimits,
    private readonly repository: ChangeFeedRepository,
    private readonly signal: CommitSignal,
  ) {}

  onApplicationBootstrap(): void {
    // What committed while the subscription was down was not announced: its return counts as a notification.
    this.unsubscribe = this.signal.subscribe(() => this.notified());
  }

  /** Before the HTTP server drains: every waiting request answers with what is there, so none holds the stop for up to 30 s. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
    for (const waiter of [...this.waiters]) waiter.wake(false);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.recheck);
    clearTimeout(this.nextLook);
    clearInterval(this.fallback);
    this.unsubscribe?.();
  }

  /** True once the process is stopping: long polls answer at once. */
  get closed(): boolean {
    return this.stopping;
  }

  /** A mark to pass to `wait`, taken before the read that found nothing. */
  get mark(): number {
    return this.notifications;
  }

  /**
   * Resolves true once a change `waiter` serves has committed (or may have: its read is then due),
   * false after `timeoutMs` without one (at once while stopping); null, without waiting, when the
   * process or the key already has as many waiting requests as allowed.
   */
  wait(waiter: ChangeWaiter, timeoutMs: number, mark: number): Promise<boolean> | null {
    if (this.stopping) return Promise.resolve(false);
    const ofKey = this.waitingByKey.get(waiter.keyId) ?? 0;
    if (this.waiters.size >= this.limits.perProcess || ofKey >= this.limits.perKey) return null;
    this.waitingByKey.set(waiter.keyId, ofKey + 1);
    const promise = new Promise<boolean>((resolve) => {
      const waiting: Waiting = {
        ...waiter,
        wake: (found) => {
          if (!this.waiters.delete(waiting)) return;
          clearTimeout(timer);
          const left = (this.waitingByKey.get(waiter.keyId) ?? 1) - 1;
          if (left === 0) this.waitingByKey.delete(waiter.keyId);
          else this.waitingByKey.set(waiter.keyId, left);
          if (this.waiters.size === 0) this.stopFallback();
          resolve(found);
        },
      };
      const timer = setTimeout(() => waiting.wake(false), timeoutMs);
      this.waiters.add(waiting);
    });
    this.startFallback();
    // A change committed between the caller's read and now was announced to nobody.
    if (mark !== this.notifications) this.requestLook();
    return promise;
  }

  /**
   * True when a read after `after` would find nothing now: the last look read from before it, found
   * nothing past it, and no commit was announced since (one announced later wakes the waiter).
   */
  nothingAfter(after: FeedPosition): boolean {
    const settled = this.settled;
    if (settled === undefined || settled.mark !== this.notifications) return false;
    return compareFeedPositions(after, settled.from) >= 0 && compareFeedPositions(after, settled.upTo) >= 0;
  }

  /** Resolves on a coming turn of the event loop, at most ANSWERS_PER_TURN callers a turn: for a woken waiter before it answers. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.turns.push(resolve);
      if (this.turns.length === 1) setImmediate(() => this.releaseTurns());
    });
  }

  private releaseTurns(): void {
    for (const release of this.turns.splice(0, ANSWERS_PER_TURN)) release();
    if (this.turns.length > 0) setImmediate(() => this.releaseTurns());
  }

  /** How many requests are waiting now. */
  get waiting(): number {
    return this.waiters.size;
  }

  private notified(): void {
    this.notifications++;
    this.requestLook();
  }

  /** Schedules one look, at most one per LOOK_INTERVAL_MS: the notifications until it starts share it. */
  private requestLook(): void {
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    if (this.nextLook !== undefined || this.stopping) return;
    this.nextLook = setTimeout(
      () => {
        this.nextLook = undefined;
        void this.look();
      },
      Math.max(0, this.lastLookAt + LOOK_INTERVAL_MS - Date.now()),
    );
  }

  /** One query for all waiters. */
  private async look(): Promise<void> {
    this.looking = true;
    this.lastLookAt = Date.now();
    try {
      if (this.waiters.size > 0) await this.wakeServed();
    } catch (error) {
      this.logger.warn(`Change feed look-up failed: ${(error as Error).message}`);
      // The waiters read for themselves rather than wait for the next notification.
      for (const waiter of [...this.waiters]) waiter.wake(true);
    } finally {
      this.looking = false;
      if (this.lookAgain) {
        this.lookAgain = false;
        this.requestLook();
      }
    }
  }

  private async wakeServed(): Promise<void> {
    const mark = this.notifications;
    this.settled = undefined;
    const waiters = [...this.waiters];
    const from = waiters.reduce((oldest, waiter) => (compareFeedPositions(waiter.after, oldest) < 0 ? waiter.after : oldest), waiters[0].after);
    // The same horizon as a page's read: nothing below it can still appear; `hidden` says committed rows wait above it.
    const rows = await this.repository.tail(this.dataSource.manager, from, TAIL_ROWS);
    const changes = rows.filter((row) => row.txid !== null) as Array<TailRow & { txid: string }>;
    const last = changes.at(-1);
    const truncated = changes.length === TAIL_ROWS;
    for (const waiter of waiters) {
      const served = changes.some((change) => (waiter.types === undefined || waiter.types.has(change.type)) && compareFeedPositions(change, waiter.after) > 0);
      if (served || (truncated && last !== undefined && compareFeedPositions(last, waiter.after) > 0)) waiter.wake(true);
    }
    if (rows[0]?.hidden !== true && !truncated) this.settled = { from, upTo: last ?? from, mark };
    if (rows[0]?.hidden === true && this.recheck === undefined) {
      this.recheck = setTimeout(() => {
        this.recheck = undefined;
        this.requestLook();
      }, RECHECK_MS);
    }
  }

  private startFallback(): void {
    this.fallback ??= setInterval(() => this.requestLook(), FALLBACK_POLL_MS);
  }

  private stopFallback(): void {
    clearInterval(this.fallback);
    this.fallback = undefined;
  }
}
