import { DateTimeField, EnumField, IntegerField, referenceTo, TextField, UrlField, UuidField } from '@app/core';
import { INTERVIEW_MODES, INTERVIEW_TYPES, type InterviewMode, type InterviewType } from '../../domain/interview-rules';
import type { CreateInterviewInput, UpdateInterviewInput } from '../../representation/interview-requests';

export const TITLE_MAX = 200;
export const LOCATION_MAX = 500;
export const NOTES_MAX = 20000;
export const DURATION_MIN = 5;
export const DURATION_MAX = 480;

/**
 * The editable interview fields (docs/api/resources.md#interviews), declared once. For PATCH every field is optional,
 * while the required ones still refuse null; nullable ones accept null to clear them.
 */
function interviewFields(forPatch: boolean) {
  const optional = forPatch;
  class InterviewFields {
    @UuidField({ optional, ...referenceTo('An existing user') }) interviewerId: string;
    @TextField({ min: 1, max: TITLE_MAX, optional, example: 'System design' }) title: string;
    @EnumField(INTERVIEW_TYPES, { optional, enumName: 'InterviewType', example: 'technical' }) type: InterviewType;
    @EnumField(INTERVIEW_MODES, { optional, enumName: 'InterviewMode', example: 'video' }) mode: InterviewMode;
    @DateTimeField({ optional, description: 'UTC, ending in Z; kept to the millisecond', example: '2026-11-21T10:00:00Z' }) scheduledAt: string;
    @IntegerField({ min: DURATION_MIN, max: DURATION_MAX, optional, example: 60 }) durationMins: number;
    @TextField({ max: LOCATION_MAX, optional: true, nullable: true, example: 'Room 4.2' }) location?: string | null;
    @TextField({ max: NOTES_MAX, optional: true, nullable: true, example: 'Focus on the event pipeline.' }) notes?: string | null;
    @UrlField({ optional: true, nullable: true, example: 'https://meet.example.com/abc' }) meetingUrl?: string | null;
  }
  return InterviewFields;
}

type InterviewFields = InstanceType<ReturnType<typeof interviewFields>>;

/** POST /interviews. No other keys are accepted. */
export class CreateInterviewDto extends interviewFields(false) implements CreateInterviewInput {
  @UuidField(referenceTo('An existing application; it must be active and its job not closed')) applicationId: string;
}

/** PATCH /interviews/{id}: only the fields sent change; only while the interview is scheduled. */
export class UpdateInterviewDto extends (interviewFields(true) as new () => Partial<InterviewFields>) implements UpdateInterviewInput {}
