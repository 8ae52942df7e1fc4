import { Inject, Injectable, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { isDeepStrictEqual } from 'node:util';
import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import { discoverProviders, EventRecorder, INSTALLATION_RESOURCES, type ResourceDefinition } from '@app/core';
import { deleteCandidateRows } from './persistence/candidate-references';

declare module '@app/core' {
  // The type parameter repeats core's declaration, as merging requires.
  interface ResourceDefinition<T extends { id: string } = any> {
    /**
     * Anonymization (docs/api/retention.md#anonymization): what becomes of the candidate's rows of this resource,
     * found by `candidateColumn` (or the candidate column of a reach `through: 'candidate'`). `'delete'`: they go
     * (no event: the change feed shows them deleted); a function: the fields it returns replace the row's (and
     * `updated_at` moves) where they differ, so the record stays for the reports. Left out: the rows stay as they
     * are, or a `CandidateErasureParticipant` takes care of them.
     */
    anonymize?: 'delete' | ((row: T) => Partial<T>);
  }
}

/** What a context (or an extension) erases of a candidate's data that the database's cascades do not reach. */
export interface CandidateErasureParticipant {
  /** Runs in the erasure transaction, after the candidate row is locked and before it is deleted. */
  eraseCandidate(tx: EntityManager, candidateId: string): Promise<void>;
  /**
   * Anonymization (docs/api/retention.md#anonymization): runs in its transaction, the candidate row locked, before
   * the row takes its anonymized fields. Removes what the participant holds of the person while the candidate and
   * its hiring records (applications, stage history, interviews, scorecard ratings, offers) stay. Every participant
   * says what it does, even when that is nothing (an empty method with a comment saying why).
   */
  anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void>;
}

/** Which removal a guard is asked about. */
export type CandidateRemoval = 'erase' | 'anonymize';

/**
 * What may keep a candidate from being erased or anonymized (docs/adr/0095-anonymization-beside-erasure.md):
 * it throws the refusal (a DomainError); the transaction rolls back.
 */
export interface CandidateRemovalGuard {
  /** Runs in the removal's transaction, the candidate row locked, before any participant. */
  assertRemovable(tx: EntityManager, candidateId: string, removal: CandidateRemoval): Promise<void>;
}

/** The key of an event's `data` that holds the id of its candidate: the outbox copies an erasure redacts by it. */
export const CANDIDATE_SUBJECT_KEY = 'candidateId';

const CANDIDATE_ERASURE = DiscoveryService.createDecorator<Record<string, never>>();
const CANDIDATE_REMOVAL_GUARD = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as a participant; `CandidateEraser` finds every one (Nest DiscoveryService). */
export function CandidateErasure(): ClassDecorator {
  return CANDIDATE_ERASURE();
}

/** Marks a provider class as a removal guard; `CandidateEraser` asks every one before an erasure or anonymization. */
export function GuardsCandidateRemoval(): ClassDecorator {
  return CANDIDATE_REMOVAL_GUARD();
}

/** The rows of one declared resource that anonymization deletes or rewrites. */
type RowsAnonymization =
  | { type: string; table: string; column: string; rewrite?: undefined }
  | { type: string; entity: EntityTarget<{ id: string }>; property: string; touches: boolean; rewrite: (row: any) => object };

/**
 * Runs every participant in a stable order (by class name), then redacts the outbox (core's
 * `EventRecorder.redactSubject`). Participants are the `@CandidateErasure()` providers of the
 * modules the process loaded, at any depth of the module graph: a context that is not loaded does not participate.
 * Anonymization is the sibling: the same participants' `anonymizeCandidate`, then the resources' `anonymize`
 * declarations, then the same redaction of the outbox.
 */
@Injectable()
export class CandidateEraser implements OnApplicationBootstrap {
  private found?: readonly CandidateErasureParticipant[];
  private guards?: readonly CandidateRemovalGuard[];
  private anonymizations?: readonly RowsAnonymization[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly events: EventRecorder,
    @Optional() @InjectDataSource() private readonly dataSource?: DataSource,
    @Optional() @Inject(INSTALLATION_RESOURCES) private readonly resources: readonly ResourceDefinition[] = [],
  ) {}

  /** A misdeclared participant, guard or resource fails the start, not the first erasure. */
  onApplicationBootstrap(): void {
    this.participants();
    this.removalGuards();
    this.rowAnonymizations();
  }

  /** Every guard's refusal, before anything is removed (docs/adr/0095-anonymization-beside-erasure.md). */
  async assertRemovable(tx: EntityManager, candidateId: string, removal: CandidateRemoval): Promise<void> {
    for (const guard of this.removalGuards()) await guard.assertRemovable(tx, candidateId, removal);
  }

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    for (const participant of this.participants()) await participant.eraseCandidate(tx, candidateId);
    await this.events.redactSubject(tx, CANDIDATE_SUBJECT_KEY, candidateId);
  }

  /** Anonymization of one candidate id (the candidate's own, or one merged into it): participants, declared resources, outbox. */
  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    for (const participant of this.participants()) await participant.anonymizeCandidate(tx, candidateId);
    const now = new Date();
    for (const rows of this.rowAnonymizations()) {
      if (rows.rewrite === undefined) {
        await deleteCandidateRows(tx, rows.table, rows.column, candidateId);
        continue;
      }
      const found = await tx.find(rows.entity, { where: { [rows.property]: candidateId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      for (const row of found) {
        const rewritten = rows.rewrite(row) as Record<string, unknown>;
        const stored = row as Record<string, unknown>;
        const changes = Object.fromEntries(Object.entries(rewritten).filter(([key, value]) => !isDeepStrictEqual(value, stored[key])));
        if (Object.keys(changes).length === 0) continue;
        await tx.update(rows.entity, { id: row.id }, rows.touches ? { ...changes, updatedAt: now } : changes);
      }
    }
    await this.events.redactSubject(tx, CANDIDATE_SUBJECT_KEY, candidateId);
  }

  /** The participants in the order they run; found once, when every module's providers exist. */
  participants(): readonly CandidateErasureParticipant[] {
    if (this.found === undefined) {
      const found = discoverProviders<CandidateErasureParticipant>(this.discovery, CANDIDATE_ERASURE, 'Candidate erasure participant', 'eraseCandidate');
      for (const participant of found) {
        if (typeof participant.anonymizeCandidate !== 'function')
          throw new Error(`Candidate erasure participant ${participant.constructor.name} has no anonymizeCandidate() method`);
      }
      this.found = found;
    }
    return this.found;
  }

  removalGuards(): readonly CandidateRemovalGuard[] {
    this.guards ??= discoverProviders<CandidateRemovalGuard>(this.discovery, CANDIDATE_REMOVAL_GUARD, 'Candidate removal guard', 'assertRemovable');
    return this.guards;
  }

  /** The resources' `anonymize` declarations, checked against their entities and reach, in the installation's order. */
  rowAnonymizations(): readonly RowsAnonymization[] {
    this.anonymizations ??= this.resources.flatMap(({ type, entity, candidateColumn, reach, anonymize }): RowsAnonymization[] => {
      if (anonymize === undefined) return [];
      const through = typeof reach === 'object' && 'through' in reach && reach.through === 'candidate' ? reach : undefined;
      const column = candidateColumn ?? through?.column;
      if (column === undefined) throw new Error(`Resource "${type}" declares anonymize but neither a candidateColumn nor a reach through the candidate`);
      const metadata = entity === undefined || this.dataSource === undefined ? undefined : this.dataSource.getMetadata(entity);
      if (anonymize === 'delete') {
        const table = metadata?.tableName ?? through?.table;
        if (table === undefined) throw new Error(`Resource "${type}" declares anonymize but no entity or reach table`);
        return [{ type, table, column }];
      }
      if (entity === undefined || metadata === undefined) throw new Error(`Resource "${type}" declares an anonymize function but no entity`);
      const property = metadata.columns.find((known) => known.databaseName === column)?.propertyName;
      if (property === undefined) throw new Error(`Resource "${type}" declares anonymize but its table ${metadata.tableName} has no column ${column}`);
      const touches = metadata.columns.some((known) => known.propertyName === 'updatedAt');
      return [{ type, entity, property, touches, rewrite: anonymize }];
    });
    return this.anonymizations;
  }
}
