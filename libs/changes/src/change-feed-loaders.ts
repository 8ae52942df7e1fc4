import { Inject, Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CHANGE_FEED_RESOURCE,
  discoverProviders,
  hasScope,
  INSTALLATION_RESOURCES,
  presentById,
  RESOURCE_TYPES,
  type ChangeFeedLoader,
  type ChangeFeedResourceOptions,
  type ItemReadScopes,
  type ResourceDefinition,
} from '@app/core';

/** Items of a resource type a key may read only some of: those whose payload's `data.<key>` is one of `values`. */
export interface PartialReach {
  resourceType: string;
  key: string;
  values: string[];
}

/** What a key may read of the feed: whole resource types (undefined: all), and some items of others. */
export interface FeedReach {
  resourceTypes: string[] | undefined;
  partial: PartialReach[];
}

/** The loader a resource definition describes: its rows by id, in one query, presented with one `now` for the page. */
function resourceLoader(resource: ResourceDefinition, dataSource: DataSource): ChangeFeedLoader {
  const { type, entity, present } = resource;
  if (entity === undefined || present === undefined) throw new Error(`Resource "${type}" declares a scope without its entity and present`);
  return {
    load(ids) {
      const now = new Date();
      return presentById(dataSource.manager, entity, ids, (row) => present(row, now));
    },
  };
}

function isItemReadScopes(readScope: ChangeFeedResourceOptions['readScope']): readScope is ItemReadScopes {
  return typeof readScope === 'object' && 'scopes' in readScope;
}

/**
 * The change-feed loaders by resource type: one derived from each resource the installation
 * declares (`resources`, resourceLoader), and the `@ChangeFeedResource(type)` loaders of the modules
 * the process loaded, for a representation that needs more than its row (a job's stages).
 * Every resource type a registered event names must have one: a missing loader fails the start.
 * Each declares the scope a key needs to read its type's changes.
 */
@Injectable()
export class ChangeFeedLoaders implements OnApplicationBootstrap {
  private byType?: ReadonlyMap<string, ChangeFeedLoader>;
  private readonly readScopesByType = new Map<string, string[]>();
  private readonly itemScopesByType = new Map<string, ItemReadScopes>();

  constructor(
    private readonly discovery: DiscoveryService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(INSTALLATION_RESOURCES) private readonly resources: readonly ResourceDefinition[] = [],
  ) {}

  onApplicationBootstrap(): void {
    this.loaders();
  }

  of(resourceType: string): ChangeFeedLoader {
    const loader = this.loaders().get(resourceType);
    if (loader === undefined) throw new Error(`No change feed loader for resource type "${resourceType}"`);
    return loader;
  }

  /**
   * What a key with these scopes may read: the resource types whose every change it may read (undefined: all of them),
   * and, of a type whose items need their own object's scope, the items whose object's kind it may read.
   */
  reach(scopes: readonly string[]): FeedReach {
    if (scopes.includes('*')) return { resourceTypes: undefined, partial: [] };
    this.loaders();
    const resourceTypes: string[] = [];
    const partial: PartialReach[] = [];
    for (const resourceType of RESOURCE_TYPES) {
      const items = this.itemScopesByType.get(resourceType);
      const required = this.readScopesByType.get(resourceType) ?? ['*'];
      if (required.every((scope) => hasScope(scopes, scope))) resourceTypes.push(resourceType);
      else if (items !== undefined) {
        const values = Object.keys(items.scopes).filter((value) => hasScope(scopes, `${items.scopes[value]}:read`));
        if (values.length > 0) partial.push({ resourceType, key: items.key, values });
      }
    }
    return { resourceTypes, partial };
  }

  private loaders(): ReadonlyMap<string, ChangeFeedLoader> {
    if (this.byType !== undefined) return this.byType;
    const byType = new Map<string, ChangeFeedLoader>();
    const add = (resourceType: string, readScope: ChangeFeedResourceOptions['readScope'], loader: ChangeFeedLoader) => {
      if (byType.has(resourceType)) throw new Error(`Two change feed loaders for resource type "${resourceType}"`);
      byType.set(resourceType, loader);
      // Per item: the whole type (an item whose kind is unknown among them) needs every kind's scope.
      const scopes = isItemReadScopes(readScope) ? Object.values(readScope.scopes) : [readScope].flat();
      if (isItemReadScopes(readScope)) this.itemScopesByType.set(resourceType, readScope);
      this.readScopesByType.set(
        resourceType,
        [...new Set(scopes)].map((scope) => `${scope}:read`),
      );
    };
    // A resource declared without a scope is presented by its @ChangeFeedResource loader.
    for (const resource of this.resources) if (resource.scope !== undefined) add(resource.type, resource.scope, resourceLoader(resource, this.dataSource));
    for (const loader of discoverProviders<ChangeFeedLoader>(this.discovery, CHANGE_FEED_RESOURCE, 'Change feed loader', 'load')) {
      const { resourceType, readScope } = Reflect.getMetadata(CHANGE_FEED_RESOURCE.KEY, loader.constructor) as ChangeFeedResourceOptions;
      add(resourceType, readScope, loader);
    }
    const missing = RESOURCE_TYPES.filter((resourceType) => !byType.has(resourceType));
    if (missing.length > 0)
      throw new Error(
        `No change feed loader for resource types ${missing.join(', ')} (their events are registered): declare them in resources (defineResource)`,
      );
    this.byType = byType;
    return byType;
  }
}
