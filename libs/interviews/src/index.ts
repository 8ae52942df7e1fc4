export * from './interviews.context';
export * from './interviews.module';
export * from './interviews-http.module';
export * from './interviews.service';
export {
  INTERVIEW_MODES,
  INTERVIEW_SOURCES,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
  type InterviewMode,
  type InterviewSource,
  type InterviewStatus,
  type InterviewType,
} from './domain/interview-rules';
export type { InterviewResponse } from './representation/interview-response.dto';
