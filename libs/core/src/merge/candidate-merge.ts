import { Global, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { EntityManager, WhereExpressionBuilder } from 'typeorm';
import { queryReturning } from '../database/returning';
import { discoverProviders } from '../discovery/discover-providers';

/** The two candidates of a merge: the duplicate's records move to the survivor, then the duplicate row goes. */
export interface CandidateMergePair {
  survivorId: string;
  duplicateId: string;
}

/** What a context (or an extension) moves of a duplicate candidate's records to the survivor. */
export interface CandidateMergeParticipant {
  /**
   * Runs in the merge transaction, after both candidate rows are locked and before the duplicate is
   * deleted (what is not moved goes with it by cascade). Throwing a DomainError (e.g. a 409
   * ConflictError) rolls the whole merge back, so nothing moves.
   */
  mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void>;
}

const CANDIDATE_MERGE = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as a merge participant; `CandidateMerger` finds every one (Nest DiscoveryService). */
export function CandidateMerge(): ClassDecorator {
  return CANDIDATE_MERGE();
}

/**
 * Core service: runs every participant in a stable order (by class name, as the eraser does).
 * Participants are the `@CandidateMerge()` providers of the modules the process loaded, at any depth.
 */
@Injectable()
export class CandidateMerger implements OnApplicationBootstrap {
  private found?: readonly CandidateMergeParticipant[];

  constructor(private readonly discovery: DiscoveryService) {}

  /** A misdeclared participant fails the start, not the first merge. */
  onApplicationBootstrap(): void {
    this.participants();
  }

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    for (const participant of this.participants()) await participant.mergeCandidate(tx, pair);
  }

  participants(): readonly CandidateMergeParticipant[] {
    this.found ??= discoverProviders<CandidateMergeParticipant>(this.discovery, CANDIDATE_MERGE, 'Candidate merge participant', 'mergeCandidate');
    return this.found;
  }
}

/**
 * Points every row of `table` whose `candidate_id` is the duplicate at the survivor, and bumps its
 * `updated_at` so incremental lists (`updatedAfter`) hand it out again. `table` is a fixed name from
 * the caller's code, never input. Returns the ids of the rows moved.
 */
export async function reassignCandidateRows(tx: EntityManager, table: string, pair: CandidateMergePair): Promise<string[]> {
  const rows = await queryReturning<{ id: string }>(tx, `UPDATE ${table} SET candidate_id = $1, updated_at = now() WHERE candidate_id = $2 RETURNING id`, [
    pair.survivorId,
    pair.duplicateId,
  ]);
  return rows.map((row) => row.id);
}

/**
 * Adds a list's `candidateId` filter on `column`: an id merged away names the candidate it lives on as,
 * whose rows now hold the merged records (docs/adr/0016-candidate-merge.md). One primary-key
 * lookup that the planner runs once, before the index scan on `column`.
 */
export function whereCandidateIs<T extends WhereExpressionBuilder>(builder: T, column: string, candidateId: string): T {
  return builder.andWhere(
    `${column} = coalesce((SELECT m.survivor_id FROM candidate_merges m WHERE m.duplicate_id = :filterCandidateId), :filterCandidateId)`,
    { filterCandidateId: candidateId },
  );
}

/** Provides `CandidateMerger` to every module (global), with the discovery it needs. */
@Global()
@Module({ imports: [DiscoveryModule], providers: [CandidateMerger], exports: [CandidateMerger] })
export class CandidateMergeModule {}
