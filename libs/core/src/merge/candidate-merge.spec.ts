import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { CandidateMerge, CandidateMergeModule, CandidateMerger, type CandidateMergePair, type CandidateMergeParticipant } from './candidate-merge';

/** What ran, in order: participants by class name with the pair they were given. */
let calls: string[];
const tx = {} as EntityManager;
const pair: CandidateMergePair = { survivorId: 's-1', duplicateId: 'd-1' };

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

async function mergerOf(...imports: Array<new () => unknown>): Promise<CandidateMerger> {
  const moduleRef = await Test.createTestingModule({ imports: [CandidateMergeModule, ...imports] }).compile();
  return moduleRef.get(CandidateMerger);
}

describe(CandidateMerger.name, () => {
  beforeEach(() => {
    calls = [];
  });

  it('runs the participants of nested modules once each, by class name, with the pair; not undecorated providers', async () => {
    const merger = await mergerOf(OuterModule);
    await merger.mergeCandidate(tx, pair);
    expect(calls).toEqual(['applications:d-1->s-1', 'tasks:d-1->s-1']);
  });

  it('stops at the first participant that refuses, so the caller rolls the merge back', async () => {
    @CandidateMerge()
    @Injectable()
    class AaaRefusingMerge implements CandidateMergeParticipant {
      async mergeCandidate(): Promise<void> {
        throw new Error('both active on one job');
      }
    }
    @Module({ providers: [AaaRefusingMerge] })
    class RefusingModule {}
    const merger = await mergerOf(OuterModule, RefusingModule);
    await expect(merger.mergeCandidate(tx, pair)).rejects.toThrow('both active on one job');
    expect(calls).toEqual([]);
  });

  it('refuses, at start, a participant without a mergeCandidate method', async () => {
    @CandidateMerge()
    @Injectable()
    class MethodlessMerge {}
    @Module({ providers: [MethodlessMerge] })
    class MethodlessModule {}
    const merger = await mergerOf(MethodlessModule);
    expect(() => merger.onApplicationBootstrap()).toThrow(/MethodlessMerge has no mergeCandidate/);
  });
});
