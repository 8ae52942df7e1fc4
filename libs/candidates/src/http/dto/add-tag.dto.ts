import { TextField } from '@app/core';
import { TAG_LABEL_MAX_LENGTH } from '../../domain/candidate-limits';

export class AddTagDto {
  @TextField({ min: 1, max: TAG_LABEL_MAX_LENGTH, example: 'senior' }) label: string;
}
