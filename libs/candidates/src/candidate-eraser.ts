import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { discoverProviders, EventRecorder } from '@app/core';

/** What a context (or an extension) erases of a candidate's data that the database's cascades do not reach. */
export interface CandidateErasureParticipant {
  /** Runs in the erasure transaction, after the candidate row is locked and before it is deleted. */
  eraseCandidate(tx: EntityManager, candidateId: string): Promise<void>;
}

/** The key of an event's `data` that holds the id of its candidate: the outbox copies an erasure redacts by it. */
export const CANDIDATE_SUBJECT_KEY = 'candidateId';

const CANDIDATE_ERASURE = DiscoveryService.createDecorator<Record<string, never>>();

/** Marks a provider class as a participant; `CandidateEraser` finds every one (Nest DiscoveryService). */
export function CandidateErasure(): ClassDecorator {
  return CANDIDATE_ERASURE();
}

/**
 * Runs every participant in a stable order (by class name), then redacts the outbox (core's
 * `EventRecorder.redactSubject`). Participants are the `@CandidateErasure()` providers of the
 * modules the process loaded, at any depth of the module graph: a context that is not loaded does not participate.
 */
@Injectable()
export class CandidateEraser implements OnApplicationBootstrap {
  private found?: readonly CandidateErasureParticipant[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly events: EventRecorder,
  ) {}

  /** A misdeclared participant fails the start, not the first erasure. */
  onApplicationBootstrap(): void {
    this.participants();
  }

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    for (const participant of this.participants()) await participant.eraseCandidate(tx, candidateId);
    await this.events.redactSubject(tx, CANDIDATE_SUBJECT_KEY, candidateId);
  }

  /** The participants in the order they run; found once, when every module's providers exist. */
  participants(): readonly CandidateErasureParticipant[] {
    this.found ??= discoverProviders<CandidateErasureParticipant>(this.discovery, CANDIDATE_ERASURE, 'Candidate erasure participant', 'eraseCandidate');
    return this.found;
  }
}
