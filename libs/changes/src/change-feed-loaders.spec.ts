import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { DataSource, In } from 'typeorm';
import { ChangeFeedResource, defineResource, INSTALLATION_RESOURCES, RESOURCE_TYPES, type ChangeFeedLoader, type ResourceDefinition } from '@app/core';
import { ChangeFeedLoaders } from './change-feed-loaders';
import '../../../test/helpers/installation-names';

/** A loader class for `resourceType` that answers its name, so a test can tell which one was found. */
function loaderFor(resourceType: string): Type<ChangeFeedLoader> {
  @ChangeFeedResource(
    resourceType,
    resourceType === 'note'
      ? 'candidates'
      : resourceType === 'custom_field_values'
        ? { key: 'objectType', scopes: { candidate: 'candidates', offer: 'offers' } }
        : 'jobs',
  )
  @Injectable()
  class Loader implements ChangeFeedLoader {
    async load(ids: readonly string[]): Promise<Map<string, object>> {
      return new Map(ids.map((id) => [id, { id, loadedAs: resourceType }]));
    }
  }
  Object.defineProperty(Loader, 'name', { value: `Loader_${resourceType}` });
  return Loader;
}

class ScorecardRow {
  id!: string;
  score!: number;
}

/** What the derived loader asked the database for: the entity and the ids, answering the rows it holds. */
let finds: Array<{ entity: unknown; ids: unknown }>;
const rows = [
  { id: 's1', score: 3 },
  { id: 's2', score: 5 },
];
const dataSource = {
  manager: {
    find: async (entity: unknown, { where }: { where: { id: unknown } }) => {
      finds.push({ entity, ids: where.id });
      return rows;
    },
  },
} as unknown as DataSource;

/** Presents a scorecard with the instant the loader passed, so a test sees whether one page shares it. */
const SCORECARD = defineResource({
  type: 'scorecard',
  reach: 'installation',
  scope: 'scorecards',
  entity: ScorecardRow,
  present: (row, now) => ({ ...row, presentedAt: now }),
});

async function loadersOf(providers: Array<Type<ChangeFeedLoader>>, resources?: ResourceDefinition[]): Promise<ChangeFeedLoaders> {
  @Module({ providers })
  class ContextsModule {}
  const installation = resources === undefined ? [] : [{ provide: INSTALLATION_RESOURCES, useValue: resources }];
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ContextsModule],
    providers: [ChangeFeedLoaders, { provide: DataSource, useValue: dataSource }, ...installation],
  }).compile();
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
    expect(loaders.reach(['candidates:write', 'changes:read'])).toEqual({ resourceTypes: [], partial: [] });
    expect(loaders.reach(['*'])).toEqual({ resourceTypes: undefined, partial: [] });
  });

  it('lists the items a key may read of a type whose items each need their own scope: whole with every one of them', async () => {
    const loaders = await loadersOf(RESOURCE_TYPES.map(loaderFor));
    expect(loaders.reach(['candidates:read', 'changes:read'])).toEqual({
      resourceTypes: ['note'],
      partial: [{ resourceType: 'custom_field_values', key: 'objectType', values: ['candidate'] }],
    });
    expect(loaders.reach(['offers:read'])).toEqual({
      resourceTypes: [],
      partial: [{ resourceType: 'custom_field_values', key: 'objectType', values: ['offer'] }],
    });
    expect(loaders.reach(['candidates:read', 'offers:read']).resourceTypes).toEqual(['note', 'custom_field_values']);
  });

  it('fails the start when a registered resource type has no loader', async () => {
    await expect(loadersOf(RESOURCE_TYPES.filter((type) => type !== 'scorecard').map(loaderFor))).rejects.toThrow(
      'No change feed loader for resource types scorecard',
    );
  });

  it("derives a declared resource's loader: its rows by id in one query, each presented with one instant for the page", async () => {
    finds = [];
    const loaders = await loadersOf(RESOURCE_TYPES.filter((type) => type !== 'scorecard').map(loaderFor), [SCORECARD]);
    const loaded = await loaders.of('scorecard').load(['s1', 's2']);
    expect(finds).toEqual([{ entity: ScorecardRow, ids: In(['s1', 's2']) }]);
    expect([...loaded.keys()]).toEqual(['s1', 's2']);
    const [first, second] = [...loaded.values()] as Array<{ score: number; presentedAt: Date }>;
    expect(first).toEqual({ id: 's1', score: 3, presentedAt: expect.any(Date) });
    expect(second.presentedAt).toBe(first.presentedAt);
    expect(await loaders.of('scorecard').load([])).toEqual(new Map());
    expect(finds).toHaveLength(1);
  });

  it("reads a declared resource's changes with its scope", async () => {
    const loaders = await loadersOf(RESOURCE_TYPES.filter((type) => type !== 'scorecard').map(loaderFor), [SCORECARD]);
    expect(loaders.reach(['scorecards:read']).resourceTypes).toEqual(['scorecard']);
  });

  it('fails the start when a declared resource also has a loader class', async () => {
    await expect(loadersOf(RESOURCE_TYPES.map(loaderFor), [SCORECARD])).rejects.toThrow('Two change feed loaders for resource type "scorecard"');
  });

  it('takes a resource declared for its reach alone (no scope) as presented by its loader class, and refuses a scope without entity', async () => {
    const declaredOnly = defineResource({ type: 'scorecard', reach: 'installation' });
    await expect(loadersOf(RESOURCE_TYPES.map(loaderFor), [declaredOnly])).resolves.toBeInstanceOf(ChangeFeedLoaders);
    const scopeOnly = defineResource({ type: 'scorecard', reach: 'installation', scope: 'scorecards' });
    await expect(loadersOf(RESOURCE_TYPES.filter((type) => type !== 'scorecard').map(loaderFor), [scopeOnly])).rejects.toThrow(
      'Resource "scorecard" declares a scope without its entity and present',
    );
  });

  it('fails the start when two loaders claim one resource type', async () => {
    await expect(loadersOf([...RESOURCE_TYPES.map(loaderFor), loaderFor('job')])).rejects.toThrow('Two change feed loaders for resource type "job"');
  });
});
