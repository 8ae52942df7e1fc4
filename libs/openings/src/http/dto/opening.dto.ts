import { DateField, EnumField, IntegerField, PageQueryDto, TextField } from '@app/core';
import { OPENING_STATUSES, type OpeningStatus } from '../../domain/opening-rules';
import type { CloseOpeningInput, CreateOpeningsInput, ListOpeningsQuery, UpdateOpeningInput } from '../../representation/opening-requests';

/** POST /jobs/{id}/openings (docs/api/openings.md#routes). */
export class CreateOpeningsDto implements CreateOpeningsInput {
  @IntegerField({ min: 1, max: 100, optional: true, description: 'How many seats to open (default 1); 1 when openingId is given', example: 1 }) count?: number;
  @TextField({ min: 1, max: 100, optional: true, description: 'The seat’s name, unique in the job (default: the opening’s id)', example: 'REQ-1042' })
  openingId?: string;
  @DateField({ optional: true, nullable: true, example: '2027-03-01' }) targetStartDate?: string | null;
}

/** PATCH /openings/{id}. */
export class UpdateOpeningDto implements UpdateOpeningInput {
  @TextField({ min: 1, max: 100, optional: true, description: 'Unique in the job', example: 'REQ-1043' }) openingId?: string;
  @DateField({ optional: true, nullable: true, example: '2027-04-01' }) targetStartDate?: string | null;
}

/** POST /openings/{id}/close. */
export class CloseOpeningDto implements CloseOpeningInput {
  @TextField({ min: 1, max: 200, example: 'Budget moved to next year' }) reason: string;
}

/** GET /jobs/{id}/openings. */
export class ListOpeningsDto extends PageQueryDto implements ListOpeningsQuery {
  @EnumField(OPENING_STATUSES, { optional: true, enumName: 'OpeningStatus', description: 'Only openings in this status' }) status?: OpeningStatus;
}
