import { CheckedAcrossFields, EnumField, IntegerField, PageQueryDto, TextField, UuidField } from '@app/core';
import {
  CONSENT_DECISIONS,
  CONSENT_REQUEST_DEFAULT_DAYS,
  CONSENT_REQUEST_MAX_DAYS,
  CONSENT_REQUEST_STATUSES,
  PURPOSE_KEY_PATTERN,
  type ConsentDecision,
  type ConsentRequestStatus,
} from '../../domain/consent-rules';
import { ConsentRequestFieldRules } from '../../consent-field-rules';
import type { CreateConsentRequestInput, DecideConsentRequestInput, ListConsentRequestsQuery } from '../../representation/consent-requests';

/** POST /candidates/{id}/consent-requests (docs/api/privacy.md#consent-requests). */
@CheckedAcrossFields(ConsentRequestFieldRules)
export class CreateConsentRequestDto implements CreateConsentRequestInput {
  @TextField({ pattern: PURPOSE_KEY_PATTERN, patternMessage: 'must be a consent purpose key', description: 'A consent purpose’s key', example: 'talent_pool' })
  purpose: string;
  @IntegerField({
    optional: true,
    min: 1,
    max: CONSENT_REQUEST_MAX_DAYS,
    description: `Days the link stays open: 1-${CONSENT_REQUEST_MAX_DAYS} (default ${CONSENT_REQUEST_DEFAULT_DAYS})`,
    example: CONSENT_REQUEST_DEFAULT_DAYS,
  })
  expiresInDays?: number;
}

/** GET /consent-requests. */
export class ListConsentRequestsDto extends PageQueryDto implements ListConsentRequestsQuery {
  @UuidField({ optional: true, description: 'Only requests to this candidate' }) candidateId?: string;
  @EnumField(CONSENT_REQUEST_STATUSES, { optional: true, enumName: 'ConsentRequestStatus', description: 'Only requests in this status' })
  status?: ConsentRequestStatus;
}

/** POST /public/consent-requests/{token}: the candidate's answer. */
export class DecideConsentRequestDto implements DecideConsentRequestInput {
  @EnumField(CONSENT_DECISIONS, { enumName: 'ConsentDecision', description: '`give` records the consent; `decline` withdraws a given one', example: 'give' })
  decision: ConsentDecision;
}
