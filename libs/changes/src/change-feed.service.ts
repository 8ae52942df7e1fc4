import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  currentViewer,
  AUTHENTICATOR,
  CursorExpiredError,
  eventTypesOfResources,
  resourceTypeOf,
  UnauthorizedError,
  type Authenticator,
  type Page,
  type Principal,
} from '@app/core';
import { ChangeFeedLoaders } from './change-feed-loaders';
import { ChangeNotifications } from './change-notifications';
import { RetentionEnvironment } from './retention.env';
import { compareFeedPositions, decodeFeedCursor, encodeFeedCursor, type FeedPosition } from './domain/feed-position';
import { ChangeFeedRepository, reachedChanges, type ChangeRow, type FeedFilter } from './persistence/change-feed.repository';
import type { ChangeResponse } from './representation/change-response.dto';
import { DEFAULT_CHANGES_LIMIT, splitList, type ListChangesQuery } from './representation/change-requests';

const START: FeedPosition = { txid: '0', seq: '0' };
/** A long poll refused a place among the waiters answers its empty page after this long at most, so its client does not spin. */
const OVER_LIMIT_DELAY_MS = 1000;

/**
 * The change feed (docs/api/sync.md#change-feed) over the outbox. Order and completeness:
 * docs/adr/0043-change-feed-order.md. `data` is never the event's payload (erasure may have redacted it) but the
 * resource's current representation from its context's loader, or a tombstone.
 */
@Injectable()
export class ChangeFeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly retention: RetentionEnvironment,
    private readonly loaders: ChangeFeedLoaders,
    private readonly notifications: ChangeNotifications,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    private readonly repository: ChangeFeedRepository,
  ) {}

  /**
   * A page for `principal`: only changes of resources its scopes may read (the others still move the
   * cursor). A long poll waits among the process's waiters; a key revoked meanwhile gets 401.
   */
  async list(principal: Principal, query: ListChangesQuery): Promise<Page<ChangeResponse>> {
    let after = query.cursor === undefined ? undefined : decodeFeedCursor(query.cursor);
    const filter = this.feedFilter(principal, query);
    const limit = query.limit ?? DEFAULT_CHANGES_LIMIT;
    const deadline = Date.now() + (query.wait ?? 0) * 1000;
    // A waiter wakes for any change of a partly readable type; one it may not read leaves its page empty and it waits on.
    const typeSet = filter === undefined ? undefined : new Set([...filter.types, ...filter.items.flatMap((items) => items.types)]);
    let waited = false;
    for (;;) {
      const mark = this.notifications.mark;
      // A client polling again right after its answer: the last look already read past its cursor.
      const known = after !== undefined && deadline > Date.now() && !this.notifications.closed && this.notifications.nothingAfter(after);
      const page = known ? undefined : await this.sharedPage(after, filter, limit);
      const remaining = deadline - Date.now();
      if (page !== undefined) {
        if (page.items.length > 0 || remaining <= 0 || this.notifications.closed) return this.answer(principal, page, waited);
        after = decodeFeedCursor(page.pagination.nextCursor as string);
      }
      const waiting = this.notifications.wait({ keyId: principal.keyId, after: after as FeedPosition, types: typeSet }, Math.max(0, remaining), mark);
      waited = true;
      if (waiting === null) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(0, remaining), OVER_LIMIT_DELAY_MS)));
        return this.answer(principal, page ?? (await this.sharedPage(after, filter, limit)), waited);
      }
      await waiting;
    }
  }

  private async answer(principal: Principal, page: Page<ChangeResponse>, waited: boolean): Promise<Page<ChangeResponse>> {
    if (!waited) return page;
    await this.notifications.turn();
    if (!(await this.authenticator.isActive(principal.keyId))) throw new UnauthorizedError('The API key is unknown, revoked or expired');
    return page;
  }

  /**
   * The changes to serve, or undefined for all: event names served whole, and of a type a key may read only some
   * items of (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md), its event names with the items' kinds; the key's read
   * scopes, `resourceTypes` and `types` all apply.
   */
  private feedFilter(principal: Principal, query: ListChangesQuery): FeedFilter | undefined {
    const reach = this.loaders.reach(principal.scopes);
    const requested = query.resourceTypes === undefined ? undefined : splitList(query.resourceTypes);
    const byName = query.types === undefined ? undefined : splitList(query.types);
    const named = (types: readonly string[]): string[] => (byName === undefined ? [...types] : byName.filter((type) => types.includes(type)));
    const resourceTypes =
      reach.resourceTypes === undefined
        ? requested
        : requested === undefined
          ? reach.resourceTypes
          : requested.filter((type) => reach.resourceTypes?.includes(type));
    const items = reach.partial
      .filter((partial) => requested === undefined || requested.includes(partial.resourceType))
      .map((partial) => ({ types: named(eventTypesOfResources([partial.resourceType])), key: partial.key, values: partial.values }))
      .filter((partial) => partial.types.length > 0);
    if (resourceTypes === undefined) return byName === undefined ? undefined : { types: byName, items };
    return { types: named(eventTypesOfResources(resourceTypes)), items };
  }

  /**
   * Requests for the same page that arrive before its read starts (on the next turn of the event loop)
   * share that read: the waiters a commit wakes together read it once. A read never starts before a
   * request that joins it arrived, so a reader still sees what committed before its request.
   */
  private readonly pendingPages = new Map<string, Promise<Page<ChangeResponse>>>();

  private sharedPage(after: FeedPosition | undefined, filter: FeedFilter | undefined, limit: number): Promise<Page<ChangeResponse>> {
    // Readers share a page only when they reach the same records (docs/api/access.md).
    const viewer = currentViewer();
    const reachKey = viewer === undefined || reachedChanges() === null ? '' : `${viewer.userId}:${viewer.role}`;
    const key = `${after?.txid ?? ''}.${after?.seq ?? ''}|${limit}|${filter === undefined ? '*' : JSON.stringify(filter)}|${reachKey}`;
    let page = this.pendingPages.get(key);
    if (page === undefined) {
      page = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.pendingPages.delete(key);
        return this.readPage(after, filter, limit);
      });
      this.pendingPages.set(key, page);
    }
    return page;
  }

  private async readPage(after: FeedPosition | undefined, filter: FeedFilter | undefined, limit: number): Promise<Page<ChangeResponse>> {
    const start = after ?? START;
    // One statement, one snapshot: the prune watermark and the rows agree, and no row can still
    // appear below the horizon.
    const rows = await this.repository.page(this.dataSource.manager, start, filter, limit + 1);
    const [state] = rows;
    if (after !== undefined && compareFeedPositions(after, { txid: state.pruned_txid, seq: state.pruned_seq }) < 0)
      throw new CursorExpiredError(this.retention.CHANGES_RETENTION_DAYS);
    const changes = rows.filter((row) => row.id !== null);
    const hasMore = changes.length > limit;
    const served = changes.slice(0, limit);
    const last = served.at(-1);
    let next: FeedPosition = last === undefined ? start : { txid: last.txid, seq: last.seq };
    // A filtered reader has seen everything below the horizon; resuming there spares re-reading what the filter skipped.
    const horizon = { txid: state.horizon, seq: '0' };
    if (filter !== undefined && !hasMore && compareFeedPositions(horizon, next) > 0) next = horizon;
    return { items: await this.present(served), pagination: { nextCursor: encodeFeedCursor(next), hasMore, limit } };
  }

  /** One loader call per resource type on the page. */
  private async present(rows: readonly ChangeRow[]): Promise<ChangeResponse[]> {
    const idsByType = new Map<string, Set<string>>();
    for (const row of rows) {
      const resourceType = this.resourceTypeOf(row.type);
      if (!idsByType.has(resourceType)) idsByType.set(resourceType, new Set());
      idsByType.get(resourceType)?.add(row.resource_id);
    }
    const current = new Map<string, Map<string, object>>();
    await Promise.all(
      [...idsByType].map(async ([resourceType, ids]) => {
        const loader = this.loaders.of(resourceType);
        const found = await loader.load([...ids]);
        const gone = [...ids].filter((id) => !found.has(id));
        const mergedInto = gone.length > 0 && loader.mergedInto !== undefined ? await loader.mergedInto(gone) : new Map<string, string>();
        for (const id of gone) {
          const survivor = mergedInto.get(id);
          found.set(id, survivor === undefined ? { id, deleted: true } : { id, deleted: true, mergedIntoId: survivor });
        }
        current.set(resourceType, found);
      }),
    );
    return rows.map((row) => {
      const resourceType = this.resourceTypeOf(row.type);
      return {
        id: row.id as string,
        type: row.type,
        resourceType,
        resourceId: row.resource_id,
        occurredAt: row.created_at.toISOString(),
        data: current.get(resourceType)?.get(row.resource_id) as object,
      };
    });
  }

  private resourceTypeOf(type: string): string {
    const resourceType = resourceTypeOf(type);
    if (resourceType === undefined) throw new Error(`The outbox holds an event of type "${type}" that no loaded context registers`);
    return resourceType;
  }
}
