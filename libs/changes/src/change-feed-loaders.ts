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
  type ResourceDefinition,
} from '@app/core';

/** The loader a resource definition describes: its rows by id, in one query, presented with one `now` for the page. */
function resourceLoader(resource: ResourceDefinition, dataSource: DataSource): ChangeFeedLoader {
  return {
    load(ids) {
      const now = new Date();
      return presentById(dataSource.manager, resource.entity, ids, (row) => resource.present(row, now));
    },
  };
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

  /** The resource types whose changes a key with these scopes may read; undefined when it may read them all. */
  readableTypes(scopes: readonly string[]): string[] | undefined {
    if (scopes.includes('*')) return undefined;
    this.loaders();
    return RESOURCE_TYPES.filter((resourceType) => (this.readScopesByType.get(resourceType) ?? ['*']).every((scope) => hasScope(scopes, scope)));
  }

  private loaders(): ReadonlyMap<string, ChangeFeedLoader> {
    if (this.byType !== undefined) return this.byType;
    const byType = new Map<string, ChangeFeedLoader>();
    const add = (resourceType: string, readScope: string | readonly string[], loader: ChangeFeedLoader) => {
      if (byType.has(resourceType)) throw new Error(`Two change feed loaders for resource type "${resourceType}"`);
      byType.set(resourceType, loader);
      this.readScopesByType.set(
        resourceType,
        [readScope].flat().map((scope) => `${scope}:read`),
      );
    };
    for (const resource of this.resources) add(resource.type, resource.scope, resourceLoader(resource, this.dataSource));
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
