import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { CHANGE_FEED_RESOURCE, discoverProviders, hasScope, RESOURCE_TYPES, type ChangeFeedLoader, type ChangeFeedResourceOptions } from '@app/core';

/**
 * The `@ChangeFeedResource(type)` loaders of the modules the process loaded, by resource type.
 * Every resource type a registered event names must have one: a missing loader fails the start.
 * Each declares the scope a key needs to read its type's changes.
 */
@Injectable()
export class ChangeFeedLoaders implements OnApplicationBootstrap {
  private byType?: ReadonlyMap<string, ChangeFeedLoader>;
  private readonly readScopeByType = new Map<string, string>();

  constructor(private readonly discovery: DiscoveryService) {}

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
    return RESOURCE_TYPES.filter((resourceType) => hasScope(scopes, this.readScopeByType.get(resourceType) as string));
  }

  private loaders(): ReadonlyMap<string, ChangeFeedLoader> {
    if (this.byType !== undefined) return this.byType;
    const byType = new Map<string, ChangeFeedLoader>();
    for (const loader of discoverProviders<ChangeFeedLoader>(this.discovery, CHANGE_FEED_RESOURCE, 'Change feed loader', 'load')) {
      const { resourceType, readScope } = Reflect.getMetadata(CHANGE_FEED_RESOURCE.KEY, loader.constructor) as ChangeFeedResourceOptions;
      if (byType.has(resourceType)) throw new Error(`Two change feed loaders for resource type "${resourceType}"`);
      byType.set(resourceType, loader);
      this.readScopeByType.set(resourceType, `${readScope}:read`);
    }
    const missing = RESOURCE_TYPES.filter((resourceType) => !byType.has(resourceType));
    if (missing.length > 0) throw new Error(`No @ChangeFeedResource() loader for resource types ${missing.join(', ')} (their events are registered)`);
    this.byType = byType;
    return byType;
  }
}
