import { Injectable, Module, Scope } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { CommitSignal, EventsModule, HoldsEventCopies, type EventCopyHolder } from '@app/core';
import {
  CandidateEraser,
  CandidateErasure,
  GuardsCandidateRemoval,
  type CandidateErasureParticipant,
  type CandidateRemoval,
  type CandidateRemovalGuard,
} from './candidate-eraser';

/** What ran, in order: participants by class name, the outbox UPDATE as `outbox`, copy holders as `copies`. */
let calls: string[];

/** A transaction whose outbox UPDATE reports these events as redacted (TypeORM answers `[rows, count]`). */
function recordingTx(redactedEventIds: string[] = []): EntityManager {
  return {
    query: async (sql: string, parameters: unknown[]) => {
      if (!sql.includes('UPDATE outbox_events')) return [];
      calls.push(`outbox:${String(parameters[0])}`);
      return [redactedEventIds.map((id) => ({ id })), redactedEventIds.length];
    },
  } as unknown as EntityManager;
}

@CandidateErasure()
@Injectable()
class ZetaErasure implements CandidateErasureParticipant {
  async eraseCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`zeta:${candidateId}`);
  }
  async anonymizeCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`zeta-anonymize:${candidateId}`);
  }
}

@CandidateErasure()
@Injectable()
class AlphaErasure implements CandidateErasureParticipant {
  async eraseCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`alpha:${candidateId}`);
  }
  async anonymizeCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`alpha-anonymize:${candidateId}`);
  }
}

@CandidateErasure()
@Injectable()
class MuErasure implements CandidateErasureParticipant {
  async eraseCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`mu:${candidateId}`);
  }
  async anonymizeCandidate(_tx: EntityManager, candidateId: string): Promise<void> {
    calls.push(`mu-anonymize:${candidateId}`);
  }
}

@CandidateErasure()
@Injectable()
class NeverLoadedErasure implements CandidateErasureParticipant {
  async eraseCandidate(): Promise<void> {
    calls.push('never-loaded');
  }
  async anonymizeCandidate(): Promise<void> {}
}

@HoldsEventCopies()
@Injectable()
class RunCopies implements EventCopyHolder {
  async redactCopies(_tx: EntityManager, eventIds: readonly string[]): Promise<void> {
    calls.push(`copies:${eventIds.join(',')}`);
  }
}

/** Not a participant: no decorator. */
@Injectable()
class PlainService {
  async eraseCandidate(): Promise<void> {
    calls.push('plain');
  }
}

// Root → Outer → Inner: participants two levels below the root, one of them provided twice.
@Module({ providers: [ZetaErasure, MuErasure, RunCopies] })
class InnerModule {}

@Module({ imports: [InnerModule], providers: [AlphaErasure, PlainService, MuErasure] })
class OuterModule {}

@Module({ providers: [NeverLoadedErasure] })
class NotImportedModule {}

async function eraserOf(...imports: Array<new () => unknown>): Promise<CandidateEraser> {
  // No database or Redis in this tier: nothing commits, so nothing is announced.
  const moduleRef = await Test.createTestingModule({ imports: [EventsModule, DiscoveryModule, ...imports], providers: [CandidateEraser] })
    .overrideProvider(CommitSignal)
    .useValue({ recorded: () => undefined })
    .compile();
  return moduleRef.get(CandidateEraser);
}

describe(CandidateEraser.name, () => {
  beforeEach(() => {
    calls = [];
  });

  it('finds the participants of nested modules and runs each once, by class name, then redacts the outbox', async () => {
    const eraser = await eraserOf(OuterModule);
    await eraser.eraseCandidate(recordingTx(), 'c-1');
    expect(calls).toEqual(['alpha:c-1', 'mu:c-1', 'zeta:c-1', 'outbox:c-1']);
  });

  it('leaves out participants of modules the process did not load, and providers without the decorator', async () => {
    void NotImportedModule;
    const eraser = await eraserOf(OuterModule);
    expect(eraser.participants().map((participant) => participant.constructor.name)).toEqual(['AlphaErasure', 'MuErasure', 'ZetaErasure']);
    await eraser.eraseCandidate(recordingTx(), 'c-2');
    expect(calls).not.toContain('never-loaded');
    expect(calls).not.toContain('plain');
  });

  it('still redacts the outbox when no context participates', async () => {
    const eraser = await eraserOf();
    expect(eraser.participants()).toEqual([]);
    await eraser.eraseCandidate(recordingTx(), 'c-3');
    expect(calls).toEqual(['outbox:c-3']);
  });

  it('stops at the first failing participant, so the caller rolls the erasure back', async () => {
    @CandidateErasure()
    @Injectable()
    class BrokenErasure implements CandidateErasureParticipant {
      async eraseCandidate(): Promise<void> {
        throw new Error('disk on fire');
      }
      async anonymizeCandidate(): Promise<void> {}
    }
    @Module({ providers: [BrokenErasure] })
    class BrokenModule {}
    const eraser = await eraserOf(OuterModule, BrokenModule);
    await expect(eraser.eraseCandidate(recordingTx(), 'c-4')).rejects.toThrow('disk on fire');
    expect(calls).toEqual(['alpha:c-4']);
  });

  it('hands the ids of the redacted outbox events to every copy holder, after the participants', async () => {
    const eraser = await eraserOf(OuterModule);
    await eraser.eraseCandidate(recordingTx(['e-1', 'e-2']), 'c-5');
    expect(calls).toEqual(['alpha:c-5', 'mu:c-5', 'zeta:c-5', 'outbox:c-5', 'copies:e-1,e-2']);
  });

  it('refuses, at start, a participant that is request-scoped or has no eraseCandidate method', async () => {
    @CandidateErasure()
    @Injectable({ scope: Scope.REQUEST })
    class PerRequestErasure implements CandidateErasureParticipant {
      async eraseCandidate(): Promise<void> {}
      async anonymizeCandidate(): Promise<void> {}
    }
    @Module({ providers: [PerRequestErasure] })
    class PerRequestModule {}
    const perRequest = await eraserOf(PerRequestModule);
    expect(() => perRequest.participants()).toThrow(/PerRequestErasure must be a singleton/);

    @CandidateErasure()
    @Injectable()
    class MethodlessErasure {}
    @Module({ providers: [MethodlessErasure] })
    class MethodlessModule {}
    const eraser = await eraserOf(MethodlessModule);
    expect(() => eraser.participants()).toThrow(/MethodlessErasure has no eraseCandidate/);
    expect(() => eraser.onApplicationBootstrap()).toThrow(/MethodlessErasure has no eraseCandidate/);
  });

  it('anonymizes through the same participants, by class name, then redacts the outbox (docs/api/retention.md#anonymization)', async () => {
    const eraser = await eraserOf(OuterModule);
    await eraser.anonymizeCandidate(recordingTx(['e-9']), 'c-6');
    expect(calls).toEqual(['alpha-anonymize:c-6', 'mu-anonymize:c-6', 'zeta-anonymize:c-6', 'outbox:c-6', 'copies:e-9']);
  });

  it('refuses, at start, a participant that does not say what it does on anonymization', async () => {
    @CandidateErasure()
    @Injectable()
    class EraseOnlyErasure {
      async eraseCandidate(): Promise<void> {}
    }
    @Module({ providers: [EraseOnlyErasure] })
    class EraseOnlyModule {}
    const eraser = await eraserOf(EraseOnlyModule);
    expect(() => eraser.onApplicationBootstrap()).toThrow(/EraseOnlyErasure has no anonymizeCandidate/);
  });

  it('asks every removal guard before an erasure or anonymization; a refusal throws', async () => {
    @GuardsCandidateRemoval()
    @Injectable()
    class HoldGuard implements CandidateRemovalGuard {
      async assertRemovable(_tx: EntityManager, candidateId: string, removal: CandidateRemoval): Promise<void> {
        calls.push(`guard:${removal}:${candidateId}`);
        if (candidateId === 'held') throw new Error('held');
      }
    }
    @Module({ providers: [HoldGuard] })
    class GuardModule {}
    const eraser = await eraserOf(GuardModule);
    await eraser.assertRemovable(recordingTx(), 'c-7', 'anonymize');
    await expect(eraser.assertRemovable(recordingTx(), 'held', 'erase')).rejects.toThrow('held');
    expect(calls).toEqual(['guard:anonymize:c-7', 'guard:erase:held']);
  });
});
