import { TextField, UuidArrayField } from '@app/core';

export const MAX_MENTIONS = 50;

export class CreateNoteDto {
  @TextField({ min: 1, max: 20000, example: 'Strong system design answers.' }) body: string;
  @UuidArrayField({ optional: true, max: MAX_MENTIONS, unique: true, description: 'Users mentioned in the note' }) mentionUserIds?: string[];
}
