import { BooleanField, IntegerField, NestedObjectField, TextField } from '@app/core';
import { MAX_STAGE_ORDER } from '../../domain/job-rules';
import type { CreateJobStageInput, StageEmailConfigInput, UpdateJobStageInput } from '../../representation/job-requests';

const COLOR = /^#[0-9A-Fa-f]{6}$/;

export class StageEmailConfigDto implements StageEmailConfigInput {
  @BooleanField({ description: 'Whether candidates get emails about moves into this stage', example: true }) candidateUpdatesEnabled: boolean;
}

/** The stage fields (docs/api/resources.md#jobs-and-stages), declared once; on create only `name` is required. */
function stageFields(forPatch: boolean) {
  class StageFields {
    @TextField({ min: 1, max: 120, optional: forPatch, example: 'Phone screen' }) name: string;
    @TextField({ pattern: COLOR, patternMessage: 'must be a color such as #3B82F6', optional: true, example: '#3B82F6' }) color?: string;
    @IntegerField({
      min: 0,
      max: MAX_STAGE_ORDER,
      optional: true,
      description: 'Position in the pipeline: stages sort by order, then creation time',
      example: 1,
    })
    order?: number;
    @NestedObjectField(() => StageEmailConfigDto, { optional: true }) emailConfig?: StageEmailConfigDto;
  }
  return StageFields;
}

type StageFields = InstanceType<ReturnType<typeof stageFields>>;

/** A stage in POST /jobs `stages` and POST /jobs/{id}/stages. No other keys are accepted. */
export class CreateJobStageDto extends stageFields(false) implements CreateJobStageInput {}

/** PATCH /jobs/{id}/stages/{stageId}: only the fields sent change. */
export class UpdateJobStageDto extends (stageFields(true) as new () => Partial<StageFields>) implements UpdateJobStageInput {}
