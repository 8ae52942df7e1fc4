import type { EntityTarget } from 'typeorm';
import type { ScopeResource } from '../auth/scopes';

/**
 * A resource type a context owns, declared once in its definition (`resources`): the change feed
 * presents it from this (docs/api/sync.md#change-feed), and a context that needs more of it reads
 * the fields it adds to this interface by declaration merging.
 */
export interface ResourceDefinition<T extends { id: string } = any> {
  /** The `resource.type` its events name. */
  type: string;
  /** The scope resource whose `:read` a key needs to see it (the scope its GET needs). */
  scope: ScopeResource;
  entity: EntityTarget<T>;
  /** The representation its GET returns; `now` is one instant for all the rows presented together. */
  present(row: T, now: Date): object;
}

/** Declares a resource type (the definition's `resources`); typed by its entity, so `present` takes that row. */
export function defineResource<T extends { id: string }>(definition: ResourceDefinition<T>): ResourceDefinition<T> {
  return Object.freeze(definition);
}

/** Injection token: every resource the installation's contexts and extensions declare, in their order. */
export const INSTALLATION_RESOURCES = Symbol('INSTALLATION_RESOURCES');
