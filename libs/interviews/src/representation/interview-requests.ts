import type { PageQuery, ListFilterConditions } from '@app/core';
import type { InterviewMode, InterviewType } from '../domain/interview-rules';

/** The request shapes the service and the repository read; the DTOs in http/dto validate them. */
export interface CreateInterviewInput {
  applicationId: string;
  interviewerId: string;
  title: string;
  type: InterviewType;
  mode: InterviewMode;
  scheduledAt: string;
  durationMins: number;
  location?: string | null;
  notes?: string | null;
  meetingUrl?: string | null;
}

export type UpdateInterviewInput = Partial<Omit<CreateInterviewInput, 'applicationId'>>;

export interface ListInterviewsQuery extends PageQuery {
  /** The installation's list filters asked for (`cf.<key>=`), from ListFilters; the list ANDs them. */
  filters?: ListFilterConditions;
  applicationId?: string;
  candidateId?: string;
  jobId?: string;
}
