import { EXAMPLE_ID, referenceTo, TextField, UuidArrayField } from '@app/core';
import { NOTE_BODY_MAX_LENGTH } from '../../domain/candidate-limits';
import type { CreateNoteInput } from '../../representation/candidate-requests';

export const MAX_MENTIONS = 50;

export class CreateNoteDto implements CreateNoteInput {
  @TextField({ min: 1, max: NOTE_BODY_MAX_LENGTH, example: 'Strong system design answers.' }) body: string;
  @UuidArrayField({ optional: true, max: MAX_MENTIONS, unique: true, ...referenceTo('Users mentioned in the note', [EXAMPLE_ID]) }) mentionUserIds?: string[];
}
