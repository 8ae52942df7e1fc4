import type { EntityTarget } from 'typeorm';
import type { ScopeResource } from '../auth/scopes';
import type { ResourceReach } from '../access/resource-reach';

/**
 * A resource type a context owns, declared once in its definition (`resources`): who reaches its rows, and
 * how the change feed presents it (docs/api/sync.md#change-feed); a context that needs more of it reads
 * the fields it adds to this interface by declaration merging. Every resource type an event names is declared
 * by one unit of the installation: a start-up error otherwise.
 */
export interface ResourceDefinition<T extends { id: string } = any> {
  /** The `resource.type` its events name. */
  type: string;
  /** Who reaches its rows (docs/extending.md#reach-of-a-resource): the change feed and the activity feed filter by it. */
  reach: ResourceReach;
  /**
   * The scope resource whose `:read` a key needs to see it (the scope its GET needs), with `entity` and `present`:
   * the change feed presents its rows from these. All three left out: a `@ChangeFeedResource` loader presents it.
   */
  scope?: ScopeResource;
  entity?: EntityTarget<T>;
  /** The representation its GET returns; `now` is one instant for all the rows presented together. */
  present?(row: T, now: Date): object;
}

/** Declares a resource type (the definition's `resources`); typed by its entity, so `present` takes that row. */
export function defineResource<T extends { id: string }>(definition: ResourceDefinition<T>): ResourceDefinition<T> {
  return Object.freeze(definition);
}

/** Injection token: every resource the installation's contexts and extensions declare, in their order. */
export const INSTALLATION_RESOURCES = Symbol('INSTALLATION_RESOURCES');
