import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_REQUEST_STATUSES, CONSENT_SOURCES, CONSENT_STATUSES } from '../domain/consent-rules';

const AT = { format: 'date-time', example: '2026-11-21T10:00:00.000Z' } as const;
const PURPOSE_KEY = { description: 'The purpose’s key', example: 'talent_pool' } as const;

/** A consent purpose as its GET, its list and its writes present it. */
export class ConsentPurposeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ ...PURPOSE_KEY, description: 'Unique and immutable' }) key: string;
  @ApiProperty({ example: 'Keeping a profile in the talent pool' }) label: string;
  @ApiProperty({ example: '' }) description: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Days a consent lasts by default; null: it does not expire', example: 730 })
  durationDays: number | null;
  @ApiProperty(AT) createdAt: string;
  @ApiProperty(AT) updatedAt: string;
}

/** A consent (exactly these keys), as its GET, its lists, its events and the change feed present it. */
export class ConsentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty(PURPOSE_KEY) purpose: string;
  @ApiProperty({ enum: CONSENT_STATUSES, enumName: 'ConsentStatus' }) status: string;
  @ApiProperty(AT) givenAt: string;
  @ApiProperty({ ...AT, type: String, nullable: true, description: 'Null: it does not expire' }) expiresAt: string | null;
  @ApiProperty({ ...AT, type: String, nullable: true }) withdrawnAt: string | null;
  @ApiProperty({ enum: CONSENT_SOURCES, enumName: 'ConsentSource' }) source: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'What proves it (at most 4 KiB of JSON); a careers-site consent: `{ jobPostId, questionKey, formUpdatedAt }`',
    example: { ip: '203.0.113.7', text: 'I agree to be kept in the talent pool' },
  })
  evidence: Record<string, unknown> | null;
  @ApiProperty(AT) createdAt: string;
  @ApiProperty(AT) updatedAt: string;
}

/** A consent request: `url` only in the answer of its create (and in `consent.requested`), else null. */
export class ConsentRequestResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) candidateId: string;
  @ApiProperty(PURPOSE_KEY) purpose: string;
  @ApiProperty({ enum: CONSENT_REQUEST_STATUSES, enumName: 'ConsentRequestStatus', description: '`expired` once `expiresAt` passed undecided' }) status: string;
  @ApiProperty({
    type: String,
    format: 'uri',
    nullable: true,
    description: 'The link for the candidate: only in the answer of the create; null on every read',
    example: 'https://ats.example.com/api/v1/public/consent-requests/q3Zr8Kx1vTQe0cP4mXbJ2w',
  })
  url: string | null;
  @ApiProperty(AT) expiresAt: string;
  @ApiProperty({ ...AT, type: String, nullable: true }) decidedAt: string | null;
  @ApiProperty(AT) createdAt: string;
}

export class PublicConsentPurposeResponse {
  @ApiProperty(PURPOSE_KEY) key: string;
  @ApiProperty({ example: 'Keeping a profile in the talent pool' }) label: string;
  @ApiProperty({ example: '' }) description: string;
}

/** What the public link shows: the purpose and the request's state, never the candidate's data. */
export class PublicConsentRequestResponse {
  @ApiProperty({ type: PublicConsentPurposeResponse }) purpose: PublicConsentPurposeResponse;
  @ApiProperty(AT) expiresAt: string;
  @ApiProperty({ enum: CONSENT_REQUEST_STATUSES, enumName: 'ConsentRequestStatus' }) status: string;
}
