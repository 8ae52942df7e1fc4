import { Inject, Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { discoverProviders, INSTALLATION_RESOURCES, type ResourceDefinition } from '@app/core';
import type { CandidateMergePair } from './domain/candidate-merge-rules';
import { reassignCandidateRows } from './persistence/candidate-references';

declare module '@app/core' {
  // The type parameter repeats core's declaration, as merging requires.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ResourceDefinition<T extends { id: string } = any> {
    /**
     * The column of its table that holds the candidate's id: a merge points the duplicate's rows at
     * the survivor (and bumps `updated_at`). Left out when a participant moves them (a rule decides
     * which rows move) or when nothing links the resource to a candidate.
     */
    candidateColumn?: string;
  }
}

/** What a context (or an extension) moves of a duplicate candidate's records to the survivor, beyond its resources' `candidateColumn`. */
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

/** A resource whose rows a merge points at the survivor: its table and candidate column. */
interface CandidateRowsMove {
  table: string;
  column: string;
}

/**
 * Runs every participant in a stable order (by class name, as the eraser does), then moves the rows
 * of every resource that declares a `candidateColumn`, in the installation's order. Participants
 * are the `@CandidateMerge()` providers of the modules the process loaded, at any depth; the
 * resources those the installation declares (none when a test composes modules without it).
 */
@Injectable()
export class CandidateMerger implements OnApplicationBootstrap {
  private found?: readonly CandidateMergeParticipant[];
  private moves?: readonly CandidateRowsMove[];

  constructor(
    private readonly discovery: DiscoveryService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(INSTALLATION_RESOURCES) private readonly resources: readonly ResourceDefinition[] = [],
  ) {}

  /** A misdeclared participant or candidate column fails the start, not the first merge. */
  onApplicationBootstrap(): void {
    this.participants();
    this.rowMoves();
  }

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    for (const participant of this.participants()) await participant.mergeCandidate(tx, pair);
    for (const { table, column } of this.rowMoves()) await reassignCandidateRows(tx, table, pair, column);
  }

  participants(): readonly CandidateMergeParticipant[] {
    this.found ??= discoverProviders<CandidateMergeParticipant>(this.discovery, CANDIDATE_MERGE, 'Candidate merge participant', 'mergeCandidate');
    return this.found;
  }

  /** The tables and columns the resources' `candidateColumn` name, checked against their entities. */
  rowMoves(): readonly CandidateRowsMove[] {
    this.moves ??= this.resources.flatMap(({ type, entity, candidateColumn }) => {
      if (candidateColumn === undefined) return [];
      if (entity === undefined) throw new Error(`Resource "${type}" declares candidateColumn "${candidateColumn}" but no entity`);
      const metadata = this.dataSource.getMetadata(entity);
      for (const column of [candidateColumn, 'updated_at']) {
        if (!metadata.columns.some((known) => known.databaseName === column))
          throw new Error(`Resource "${type}" declares candidateColumn "${candidateColumn}" but its table ${metadata.tableName} has no column ${column}`);
      }
      return [{ table: metadata.tableName, column: candidateColumn }];
    });
    return this.moves;
  }
}
