import type { PageQuery } from '@app/core';
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
  applicationId?: string;
  candidateId?: string;
  jobId?: string;
}
