import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventRecorder } from '@app/core';
import { ApplicationsService } from '@app/applications';
import { CandidateErasure, CandidateMerge, type CandidateErasureParticipant, type CandidateMergePair, type CandidateMergeParticipant } from '@app/candidates';
import { InterviewsService } from '@app/interviews';
import { OffersService } from '@app/offers';
import { CustomFieldsRepository } from './persistence/custom-fields.repository';

/** The data key of `custom_fields.updated` that holds the object's id: the outbox copies erasure redacts by it. */
const OBJECT_KEY = 'objectId';

/**
 * Erasure (docs/api/custom-fields.md#erasure-and-merge): the candidate's applications, offers and interviews go with it by
 * cascade, so every value of the candidate and of those objects goes (their `pii` values among them), and the
 * outbox's copies of their value events are redacted.
 */
@CandidateErasure()
@Injectable()
export class CustomFieldValuesEraser implements CandidateErasureParticipant {
  constructor(
    private readonly repository: CustomFieldsRepository,
    private readonly applications: ApplicationsService,
    private readonly offers: OffersService,
    private readonly interviews: InterviewsService,
    private readonly events: EventRecorder,
  ) {}

  async eraseCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    const objectIds = [
      candidateId,
      ...(await this.applications.lockCandidateApplications(tx, candidateId)),
      ...(await this.offers.idsOfCandidate(tx, candidateId)),
      ...(await this.interviews.idsOfCandidate(tx, candidateId)),
    ];
    await this.repository.deleteValues(tx, objectIds);
    // The object's kind stays: the change feed shows each item to keys that may read its kind (docs/adr/0074-custom-fields-feed-reach-careers-and-indexes.md).
    await this.events.redactByKey(tx, OBJECT_KEY, objectIds, candidateId, ['objectType']);
  }

  /**
   * Anonymization (docs/api/retention.md#anonymization): the candidate and their applications, offers and interviews
   * stay, so only the values of `pii` fields go; the outbox's copies of their value events are redacted as in erasure.
   */
  async anonymizeCandidate(tx: EntityManager, candidateId: string): Promise<void> {
    const objectIds = [
      candidateId,
      ...(await this.applications.lockCandidateApplications(tx, candidateId)),
      ...(await this.offers.idsOfCandidate(tx, candidateId)),
      ...(await this.interviews.idsOfCandidate(tx, candidateId)),
    ];
    await this.repository.deletePiiValues(tx, objectIds);
    await this.events.redactByKey(tx, OBJECT_KEY, objectIds, candidateId, ['objectType']);
  }
}

/** Merge: the survivor keeps its values and takes the duplicate's where its own are null (unset); no event, as every merged record. */
@CandidateMerge()
@Injectable()
export class CustomFieldValuesMerger implements CandidateMergeParticipant {
  constructor(private readonly repository: CustomFieldsRepository) {}

  async mergeCandidate(tx: EntityManager, pair: CandidateMergePair): Promise<void> {
    const [survivor, duplicate] = [
      await this.repository.valuesOf(tx, pair.survivorId, 'update'),
      await this.repository.valuesOf(tx, pair.duplicateId, 'update'),
    ];
    if (duplicate === null) return;
    const taken = Object.keys(duplicate.values).filter((key) => survivor?.values[key] === undefined);
    if (taken.length > 0) {
      const values = { ...survivor?.values, ...Object.fromEntries(taken.map((key) => [key, duplicate.values[key]])) };
      await this.repository.saveValues(tx, 'candidate', pair.survivorId, values, new Date());
    }
    await this.repository.deleteValues(tx, [pair.duplicateId]);
  }
}
