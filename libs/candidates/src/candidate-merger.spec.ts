import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { DataSource, type EntityManager } from 'typeorm';
import { defineResource, INSTALLATION_RESOURCES, type ResourceDefinition } from '@app/core';
import { CandidateMerge, CandidateMerger, type CandidateMergeParticipant } from './candidate-merger';
import type { CandidateMergePair } from './domain/candidate-merge-rules';

/** What ran, in order: participants by class name with the pair they were given, then the statements sent. */
let calls: string[];
/** A transaction that records each statement with its parameters, and answers an UPDATE's `[rows, count]`. */
const tx = {
  query: async (sql: string, parameters: unknown[]) => {
    calls.push(`${sql} ${JSON.stringify(parameters)}`);
    return [[], 0];
  },
} as unknown as EntityManager;
const pair: CandidateMergePair = { survivorId: 's-1', duplicateId: 'd-1', actor: { id: 'u-1', name: 'Una User' } };

@CandidateMerge()
@Injectable()
class TasksMerge implements CandidateMergeParticipant {
  async mergeCandidate(_tx: EntityManager, { survivorId, duplicateId }: CandidateMergePair): Promise<void> {
    calls.push(`tasks:${duplicateId}->${survivorId}`);
  }
}

@CandidateMerge()
@Injectable()
class ApplicationsMerge implements CandidateMergeParticipant {
  async mergeCandidate(_tx: EntityManager, { survivorId, duplicateId }: CandidateMergePair): Promise<void> {
    calls.push(`applications:${duplicateId}->${survivorId}`);
  }
}

/** Not a participant: no decorator. */
@Injectable()
class PlainService {
  async mergeCandidate(): Promise<void> {
    calls.push('plain');
  }
}

@Module({ providers: [TasksMerge] })
class InnerModule {}

@Module({ imports: [InnerModule], providers: [ApplicationsMerge, PlainService] })
class OuterModule {}

class ReferralRow {
  id!: string;
}
class CheckRow {
  id!: string;
}
class PoolRow {
  id!: string;
}

/** The tables of the resources below, as TypeORM's metadata describes them. */
const TABLES = new Map<unknown, { tableName: string; columns: Array<{ databaseName: string }> }>([
  [ReferralRow, { tableName: 'referrals', columns: [{ databaseName: 'id' }, { databaseName: 'candidate_id' }, { databaseName: 'updated_at' }] }],
  [CheckRow, { tableName: 'checks', columns: [{ databaseName: 'id' }, { databaseName: 'subject_id' }, { databaseName: 'updated_at' }] }],
  [PoolRow, { tableName: 'pools', columns: [{ databaseName: 'id' }, { databaseName: 'candidate_id' }] }],
]);
const dataSource = { getMetadata: (entity: unknown) => TABLES.get(entity) } as unknown as DataSource;

const present = (row: { id: string }) => row;
const REFERRAL = defineResource({
  type: 'referral',
  reach: 'installation',
  scope: 'candidates',
  entity: ReferralRow,
  present,
  candidateColumn: 'candidate_id',
});
const CHECK = defineResource({ type: 'check', reach: 'installation', scope: 'candidates', entity: CheckRow, present, candidateColumn: 'subject_id' });
const UNLINKED = defineResource({ type: 'pool', reach: 'installation', scope: 'candidates', entity: PoolRow, present });

async function mergerOf(imports: Array<new () => unknown>, resources?: ResourceDefinition[]): Promise<CandidateMerger> {
  const installation = resources === undefined ? [] : [{ provide: INSTALLATION_RESOURCES, useValue: resources }];
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule, ...imports],
    providers: [CandidateMerger, { provide: DataSource, useValue: dataSource }, ...installation],
  }).compile();
  return moduleRef.get(CandidateMerger);
}

describe(CandidateMerger.name, () => {
  beforeEach(() => {
    calls = [];
  });

  it('runs the participants of nested modules once each, by class name, with the pair; not undecorated providers', async () => {
    const merger = await mergerOf([OuterModule]);
    await merger.mergeCandidate(tx, pair);
    expect(calls).toEqual(['applications:d-1->s-1', 'tasks:d-1->s-1']);
  });

  it("then points the rows of every resource with a candidateColumn at the survivor, in the installation's order", async () => {
    const merger = await mergerOf([OuterModule], [REFERRAL, UNLINKED, CHECK]);
    expect(merger.rowMoves()).toEqual([
      { table: 'referrals', column: 'candidate_id' },
      { table: 'checks', column: 'subject_id' },
    ]);
    await merger.mergeCandidate(tx, pair);
    expect(calls).toEqual([
      'applications:d-1->s-1',
      'tasks:d-1->s-1',
      'UPDATE referrals SET candidate_id = $1, updated_at = now() WHERE candidate_id = $2 RETURNING id ["s-1","d-1"]',
      'UPDATE checks SET subject_id = $1, updated_at = now() WHERE subject_id = $2 RETURNING id ["s-1","d-1"]',
    ]);
  });

  it('stops at the first participant that refuses, before any row moves, so the caller rolls the merge back', async () => {
    @CandidateMerge()
    @Injectable()
    class AaaRefusingMerge implements CandidateMergeParticipant {
      async mergeCandidate(): Promise<void> {
        throw new Error('both active on one job');
      }
    }
    @Module({ providers: [AaaRefusingMerge] })
    class RefusingModule {}
    const merger = await mergerOf([OuterModule, RefusingModule], [REFERRAL]);
    await expect(merger.mergeCandidate(tx, pair)).rejects.toThrow('both active on one job');
    expect(calls).toEqual([]);
  });

  it('refuses, at start, a participant without a mergeCandidate method', async () => {
    @CandidateMerge()
    @Injectable()
    class MethodlessMerge {}
    @Module({ providers: [MethodlessMerge] })
    class MethodlessModule {}
    const merger = await mergerOf([MethodlessModule]);
    expect(() => merger.onApplicationBootstrap()).toThrow(/MethodlessMerge has no mergeCandidate/);
  });

  it('refuses, at start, a candidateColumn on a resource declared without its entity', async () => {
    const bare = defineResource({ type: 'loaded', reach: 'installation', candidateColumn: 'candidate_id' });
    await expect(mergerOf([], [bare]).then((merger) => merger.onApplicationBootstrap())).rejects.toThrow(
      'Resource "loaded" declares candidateColumn "candidate_id" but no entity',
    );
  });

  it('refuses, at start, a candidateColumn its table lacks, and a table without updated_at', async () => {
    const misnamed = defineResource({ ...REFERRAL, candidateColumn: 'candidateId' });
    await expect(mergerOf([], [misnamed]).then((merger) => merger.onApplicationBootstrap())).rejects.toThrow(
      'Resource "referral" declares candidateColumn "candidateId" but its table referrals has no column candidateId',
    );
    await expect(mergerOf([], [{ ...UNLINKED, candidateColumn: 'candidate_id' }]).then((merger) => merger.onApplicationBootstrap())).rejects.toThrow(
      'Resource "pool" declares candidateColumn "candidate_id" but its table pools has no column updated_at',
    );
  });

  it('moves no rows when the process composed no installation (a test of a few modules)', async () => {
    const merger = await mergerOf([]);
    expect(merger.rowMoves()).toEqual([]);
    await merger.mergeCandidate(tx, pair);
    expect(calls).toEqual([]);
  });
});
