import { BooleanField, EXAMPLE_ID, TextField, UuidArrayField } from '@app/core';
import type { CreateLegalHoldInput } from '../../representation/legal-hold-requests';

/** POST /legal-holds (docs/api/retention.md#legal-holds): exactly one of candidateIds, jobIds and all. */
export class CreateLegalHoldDto implements CreateLegalHoldInput {
  @TextField({ min: 1, max: 200, example: 'Smith v. Acme' }) name: string;
  @TextField({ min: 1, max: 2000, example: 'Litigation: keep every record of the applicants to the 2026 sales roles' }) reason: string;
  @UuidArrayField({ optional: true, min: 1, max: 1000, unique: true, description: 'The candidates it covers', example: [EXAMPLE_ID] }) candidateIds?: string[];
  @UuidArrayField({
    optional: true,
    min: 1,
    max: 1000,
    unique: true,
    description: 'Every candidate with an application to one of these jobs',
    example: [EXAMPLE_ID],
  })
  jobIds?: string[];
  @BooleanField({ optional: true, description: 'true: every candidate (send one of the three)', example: true }) all?: boolean;
}
