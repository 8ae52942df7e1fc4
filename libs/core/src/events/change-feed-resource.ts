import { DiscoveryService } from '@nestjs/core';
import { In, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import type { ScopeResource } from '../auth/scopes';

/**
 * Presents a resource type's current state for the change feed (docs/api/sync.md#change-feed): the representation
 * its GET returns, for a page's worth of ids in one query. Ids it does not return no longer exist
 * (deleted, erased, soft-deleted): the feed shows them as `{ id, deleted: true }`.
 */
export interface ChangeFeedLoader {
  load(ids: readonly string[]): Promise<Map<string, object>>;
  /** For ids that no longer exist: the id each was merged into, where one was (a merge). */
  mergedInto?(ids: readonly string[]): Promise<Map<string, string>>;
}

/**
 * The read scope of each item of a type whose items belong to objects of several resources: the item's
 * `data.<key>` (in the event's payload) names its object's kind, `scopes` the scope resource each kind needs.
 * An item whose payload lacks the key (redacted before it was kept) needs every one of them.
 */
export interface ItemReadScopes {
  key: string;
  scopes: Readonly<Record<string, ScopeResource>>;
}

/**
 * What `@ChangeFeedResource` declares: the resource type and the scope resource whose `:read` a key needs to see its
 * changes; several: a key needs every one of them; per item: each item needs its object's (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md).
 */
export interface ChangeFeedResourceOptions {
  resourceType: string;
  readScope: ScopeResource | readonly ScopeResource[] | ItemReadScopes;
}

export const CHANGE_FEED_RESOURCE = DiscoveryService.createDecorator<ChangeFeedResourceOptions>();

/**
 * Marks a provider class as the change-feed loader of `resourceType` (the `resource.type` of its
 * events' definitions); the change feed finds every one at start (Nest DiscoveryService). A key
 * sees the type's changes only with `<readScope>:read` (the scope its GET needs), docs/syncing.md.
 */
export function ChangeFeedResource(resourceType: string, readScope: ChangeFeedResourceOptions['readScope']): ClassDecorator {
  return CHANGE_FEED_RESOURCE({ resourceType, readScope });
}

/** A loader's usual body: the rows with these ids (one query), each presented, by id. */
export async function presentById<T extends { id: string }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  ids: readonly string[],
  present: (row: T) => object,
): Promise<Map<string, object>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.find(entity, { where: { id: In([...ids]) } as FindOptionsWhere<T> });
  return new Map(rows.map((row) => [row.id, present(row)]));
}
