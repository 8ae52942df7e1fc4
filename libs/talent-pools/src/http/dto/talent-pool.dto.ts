import { referenceTo, TextField, UuidField } from '@app/core';
import type { AddPoolEntryInput, CreateTalentPoolInput } from '../../representation/talent-pool-requests';

export class CreateTalentPoolDto implements CreateTalentPoolInput {
  @TextField({ min: 1, max: 120, example: 'Senior backend engineers' }) name: string;
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Silver medallists worth calling back' }) description?: string | null;
}

export class AddPoolEntryDto implements AddPoolEntryInput {
  @UuidField(referenceTo('An existing candidate, not yet in this pool')) candidateId: string;
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Strong in Go; ask again in spring' }) note?: string | null;
}
