import type { PageQuery, ListFilterConditions } from '@app/core';
import type { ApplicationStatus } from '../domain/application-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface CreateApplicationInput {
  jobId: string;
  candidateId: string;
  source: string;
}

export interface MoveApplicationInput {
  toStageId: string;
}

export interface ListApplicationsQuery extends PageQuery {
  /** The installation's list filters asked for (`cf.<key>=`), from ListFilters; the list ANDs them. */
  filters?: ListFilterConditions;
  jobId?: string;
  candidateId?: string;
  stageId?: string;
  status?: ApplicationStatus;
}
