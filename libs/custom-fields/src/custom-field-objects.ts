import { Injectable } from '@nestjs/common';
import { NotFoundError, type EntityType, type ScopeResource } from '@app/core';
import type { EntityManager } from 'typeorm';
import { ApplicationsService } from '@app/applications';
import { CandidatesService } from '@app/candidates';
import { InterviewsService } from '@app/interviews';
import { JobsService } from '@app/jobs';
import { OffersService } from '@app/offers';
import type { ObjectType } from './domain/custom-field-rules';

/** Where an object's value changes are filed in the activity feed: an interview's and an offer's under their application (docs/api/events.md#event-types). */
export interface ObjectActivity {
  entityType: EntityType;
  entityId: string;
}

/** The scope resource whose `:read`/`:write` reads and writes an object type's values. */
export const OBJECT_SCOPES: Record<ObjectType, ScopeResource> = {
  candidate: 'candidates',
  application: 'applications',
  job: 'jobs',
  offer: 'offers',
  interview: 'interviews',
};

/** The path segment of an object type's routes. */
export const OBJECT_PATHS: Record<ObjectType, string> = {
  candidate: 'candidates',
  application: 'applications',
  job: 'jobs',
  offer: 'offers',
  interview: 'interviews',
};

/**
 * The objects values belong to, asked of the contexts that own them through their exported services: a
 * path naming no object is their 404 (a merged candidate their 308).
 */
@Injectable()
export class CustomFieldObjects {
  constructor(
    private readonly candidates: CandidatesService,
    private readonly applications: ApplicationsService,
    private readonly jobs: JobsService,
    private readonly offers: OffersService,
    private readonly interviews: InterviewsService,
  ) {}

  /** The object's activity entity, or the owner's NotFoundError; a candidate is held FOR SHARE (not erased or merged meanwhile). */
  async activityOf(tx: EntityManager, objectType: ObjectType, id: string): Promise<ObjectActivity> {
    switch (objectType) {
      case 'candidate':
        await this.candidates.assertExists(tx, id, 'share');
        return { entityType: 'candidate', entityId: id };
      case 'application':
        if ((await this.applications.refOf(tx, id, 'share')) === null) throw new NotFoundError('Application', id);
        return { entityType: 'application', entityId: id };
      case 'job':
        if (!(await this.jobs.exists(tx, id))) throw new NotFoundError('Job', id);
        return { entityType: 'job', entityId: id };
      case 'offer': {
        const offer = await this.offers.get(id);
        return { entityType: 'application', entityId: offer.applicationId };
      }
      case 'interview': {
        const interview = await this.interviews.get(id);
        return { entityType: 'application', entityId: interview.applicationId };
      }
    }
  }
}
