import { referenceTo, TextField, UuidField } from '@app/core';

export class CreateTalentPoolDto {
  @TextField({ min: 1, max: 120, example: 'Senior backend engineers' }) name: string;
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Silver medallists worth calling back' }) description?: string | null;
}

export class AddPoolEntryDto {
  @UuidField(referenceTo('An existing candidate, not yet in this pool')) candidateId: string;
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Strong in Go; ask again in spring' }) note?: string | null;
}
