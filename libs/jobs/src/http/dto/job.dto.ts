import { BooleanField, EnumField, NestedArrayField, referenceTo, TextField, UuidArrayField, UuidField } from '@app/core';
import { CREATABLE_JOB_STATUSES, EMPLOYMENT_TYPES, JOB_STATUSES, MAX_STAGES_PER_JOB, type EmploymentType, type JobStatus } from '../../domain/job-rules';
import { CreateJobStageDto } from './job-stage.dto';
import type { CreateJobInput, UpdateJobInput } from '../../representation/job-requests';

/** The job fields (docs/api/resources.md#jobs-and-stages), declared once. For PATCH every field is optional; `title` still refuses null. */
function jobFields(forPatch: boolean) {
  const optional = forPatch;
  class JobFields {
    @TextField({ min: 1, max: 200, optional, example: 'Senior Backend Engineer' }) title: string;
    @TextField({ max: 200, optional: true, nullable: true, example: 'Engineering' }) department?: string | null;
    @TextField({ max: 200, optional: true, nullable: true, example: 'Berlin (hybrid)' }) location?: string | null;
    @EnumField(EMPLOYMENT_TYPES, { optional: true, nullable: true, enumName: 'EmploymentType', example: 'full_time' }) employmentType?: EmploymentType | null;
    @TextField({ max: 20000, optional: true, nullable: true, example: 'Design and run the services behind our hiring platform.' }) description?: string | null;
    @BooleanField({
      optional: true,
      description: 'Default false. A confidential job is reached by admins and by its hiring team only, not by every recruiter (docs/api/access.md)',
      example: false,
    })
    confidential?: boolean;
    @UuidField({ optional: true, nullable: true, ...referenceTo('The department (docs/api/organization.md); null clears it') })
    departmentId?: string | null;
    @UuidArrayField({ optional: true, max: 20, unique: true, ...referenceTo('The offices, 0-20 (docs/api/organization.md)', []) })
    officeIds?: string[];
  }
  return JobFields;
}

type JobFields = InstanceType<ReturnType<typeof jobFields>>;

/** POST /jobs. Without `stages` the job gets the default pipeline. No other keys are accepted. */
export class CreateJobDto extends jobFields(false) implements CreateJobInput {
  @EnumField(CREATABLE_JOB_STATUSES, {
    optional: true,
    enumName: 'CreatableJobStatus',
    description: 'Default open; a job is closed by PATCH or DELETE',
    example: 'open',
  })
  status?: (typeof CREATABLE_JOB_STATUSES)[number];

  @NestedArrayField(() => CreateJobStageDto, {
    optional: true,
    min: 1,
    max: MAX_STAGES_PER_JOB,
    description: 'The pipeline; default Applied, Screen, Interview, Offer, Hired',
    example: [
      { name: 'Applied', color: '#64748B', order: 0, emailConfig: { candidateUpdatesEnabled: false } },
      { name: 'Phone screen', color: '#3B82F6', order: 1, emailConfig: { candidateUpdatesEnabled: true } },
      { name: 'Onsite', color: '#8B5CF6', order: 2, emailConfig: { candidateUpdatesEnabled: true } },
    ],
  })
  stages?: CreateJobStageDto[];
}

/** PATCH /jobs/{id}: only the fields sent change; null clears a nullable field. Stages change through their own routes. */
export class UpdateJobDto extends (jobFields(true) as new () => Partial<JobFields>) implements UpdateJobInput {
  @EnumField(JOB_STATUSES, {
    optional: true,
    enumName: 'JobStatus',
    description: 'Any move is allowed; closedAt is set on entering closed and cleared on leaving it',
    example: 'on_hold',
  })
  status?: JobStatus;
}
