import { TextField } from '@app/core';

export class AddTagDto {
  @TextField({ min: 1, max: 40, example: 'senior' }) label: string;
}
