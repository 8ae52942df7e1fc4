import { TextField, UuidField } from '@app/core';
import type { CreateReferralInput } from '../../representation/referral-requests';

export class CreateReferralDto implements CreateReferralInput {
  @UuidField({ description: 'The candidate referred' }) candidateId: string;
  @TextField({ min: 1, max: 200, example: 'Grace Hopper' }) referrerName: string;
  @TextField({ max: 2000, optional: true, nullable: true, example: 'Worked with her on COBOL.' }) note?: string | null;
}
