import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ChangeFeedResource, RESOURCE_TYPES, type ChangeFeedLoader } from '@app/core';
import { ChangeFeedLoaders } from './change-feed-loaders';
import '../../../test/helpers/installation-names';

/** A loader class for `resourceType` that answers its name, so a test can tell which one was found. */
function loaderFor(resourceType: string): Type<ChangeFeedLoader> {
  @ChangeFeedResource(resourceType, resourceType === 'note' ? 'candidates' : 'jobs')
  @Injectable()
  class Loader implements ChangeFeedLoader {
    async load(ids: readonly string[]): Promise<Map<string, object>> {
      return new Map(ids.map((id) => [id, { id, loadedAs: resourceType }]));
    }
  }
  Object.defineProperty(Loader, 'name', { value: `Loader_${resourceType}` });
  return Loader;
}

async function loadersOf(providers: Array<Type<ChangeFeedLoader>>): Promise<ChangeFeedLoaders> {
  @Module({ providers })
  class ContextsModule {}
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, ContextsModule], providers: [ChangeFeedLoaders] }).compile();
  await moduleRef.init();
  return moduleRef.get(ChangeFeedLoaders);
}

describe(ChangeFeedLoaders.name, () => {
  it('finds the loader of every registered resource type', async () => {
    const loaders = await loadersOf(RESOURCE_TYPES.map(loaderFor));
    expect(await loaders.of('note').load(['n1'])).toEqual(new Map([['n1', { id: 'n1', loadedAs: 'note' }]]));
    expect(await loaders.of('talent_pool_entry').load(['e1'])).toEqual(new Map([['e1', { id: 'e1', loadedAs: 'talent_pool_entry' }]]));
  });

  it('lists the resource types a key may read: those whose declared scope it holds, all of them for *', async () => {
    const loaders = await loadersOf(RESOURCE_TYPES.map(loaderFor));
    expect(loaders.readableTypes(['candidates:read', 'changes:read'])).toEqual(['note']);
    expect(loaders.readableTypes(['candidates:write', 'changes:read'])).toEqual([]);
    expect(loaders.readableTypes(['*'])).toBeUndefined();
  });

  it('fails the start when a registered resource type has no loader', async () => {
    await expect(loadersOf(RESOURCE_TYPES.filter((type) => type !== 'scorecard').map(loaderFor))).rejects.toThrow(
      'No @ChangeFeedResource() loader for resource types scorecard',
    );
  });

  it('fails the start when two loaders claim one resource type', async () => {
    await expect(loadersOf([...RESOURCE_TYPES.map(loaderFor), loaderFor('job')])).rejects.toThrow('Two change feed loaders for resource type "job"');
  });
});
