import type { InterviewEntity } from '../persistence/interview.entity';
import type { InterviewResponse } from './interview-response.dto';

export function presentInterview(interview: InterviewEntity): InterviewResponse {
  return {
    id: interview.id,
    applicationId: interview.applicationId,
    candidateId: interview.candidateId,
    jobId: interview.jobId,
    interviewerId: interview.interviewerId,
    title: interview.title,
    type: interview.type,
    mode: interview.mode,
    status: interview.status,
    scheduledAt: interview.scheduledAt.toISOString(),
    durationMins: interview.durationMins,
    location: interview.location,
    notes: interview.notes,
    source: interview.source,
    meetingUrl: interview.meetingUrl,
    createdAt: interview.createdAt.toISOString(),
    updatedAt: interview.updatedAt.toISOString(),
  };
}
