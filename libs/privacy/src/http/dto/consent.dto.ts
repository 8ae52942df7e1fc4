import { CheckedAcrossFields, CheckedField, DateTimeField, EnumField, isPlainObject, PageQueryDto, TextField } from '@app/core';
import { CONSENT_STATUSES, ConsentRules, PURPOSE_KEY_PATTERN, type ConsentStatus } from '../../domain/consent-rules';
import { ConsentFieldRules } from '../../consent-field-rules';
import type { GiveConsentInput, ListCandidateConsentsQuery, ListConsentsQuery } from '../../representation/consent-requests';

const PURPOSE = { pattern: PURPOSE_KEY_PATTERN, patternMessage: 'must be a consent purpose key', example: 'talent_pool' };

/** POST /candidates/{id}/consents (docs/api/privacy.md#consents). */
@CheckedAcrossFields(ConsentFieldRules)
export class GiveConsentDto implements GiveConsentInput {
  @TextField({ ...PURPOSE, description: 'A consent purpose’s key (GET /consent-purposes)' }) purpose: string;
  @DateTimeField({ optional: true, description: 'When it was given; not in the future (default now)', example: '2026-11-21T10:00:00Z' })
  givenAt?: string;
  @DateTimeField({
    optional: true,
    nullable: true,
    description: 'When it ends (default givenAt + the purpose’s durationDays; null when that is null); null: never',
    example: '2027-11-21T10:00:00Z',
  })
  expiresAt?: string | null;
  @CheckedField(
    (value) => (isPlainObject(value) ? ConsentRules.evidenceProblem(value) : 'must be an object'),
    { type: 'object', additionalProperties: true, example: { ip: '203.0.113.7', text: 'I agree to be kept in the talent pool' } },
    { optional: true, nullable: true, description: 'What proves it: an object of at most 4 KiB as JSON, or null (default)' },
  )
  evidence?: Record<string, unknown> | null;
}

/** GET /candidates/{id}/consents. */
export class ListCandidateConsentsDto extends PageQueryDto implements ListCandidateConsentsQuery {
  @TextField({ optional: true, ...PURPOSE, description: 'Only consents for this purpose' }) purpose?: string;
  @EnumField(CONSENT_STATUSES, { optional: true, enumName: 'ConsentStatus', description: 'Only consents in this status' }) status?: ConsentStatus;
}

/** GET /consents. */
export class ListConsentsDto extends ListCandidateConsentsDto implements ListConsentsQuery {
  @DateTimeField({ optional: true, description: 'Only consents whose expiresAt is before this instant', example: '2027-01-01T00:00:00Z' })
  expiresBefore?: string;
}
