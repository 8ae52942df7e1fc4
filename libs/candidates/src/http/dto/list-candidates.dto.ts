import { PageQueryDto, TextField } from '@app/core';
import { TAG_LABEL_MAX_LENGTH } from '../../domain/candidate-limits';

export class ListCandidatesDto extends PageQueryDto {
  @TextField({ optional: true, min: 1, max: 320, description: 'Exact email, any letter case' }) email?: string;
  @TextField({ optional: true, min: 1, max: 200, description: 'Part of the name or email, any letter case' }) q?: string;
  @TextField({ optional: true, min: 1, max: TAG_LABEL_MAX_LENGTH, description: 'Candidates carrying this tag label, any letter case' }) tag?: string;
}
