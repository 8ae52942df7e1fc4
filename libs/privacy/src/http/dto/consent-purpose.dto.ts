import { IntegerField, PageQueryDto, TextField } from '@app/core';
import { PURPOSE_DESCRIPTION_MAX_LENGTH, PURPOSE_DURATION_MAX_DAYS, PURPOSE_KEY_PATTERN, PURPOSE_LABEL_MAX_LENGTH } from '../../domain/consent-rules';
import type { CreateConsentPurposeInput, UpdateConsentPurposeInput } from '../../representation/consent-requests';

const DURATION = {
  optional: true,
  nullable: true,
  min: 1,
  max: PURPOSE_DURATION_MAX_DAYS,
  description: `Days a consent for it lasts unless given with its own expiresAt: 1-${PURPOSE_DURATION_MAX_DAYS}, or null: no expiry`,
  example: 730,
};

/** POST /consent-purposes (docs/api/privacy.md#purposes). */
export class CreateConsentPurposeDto implements CreateConsentPurposeInput {
  @TextField({
    pattern: PURPOSE_KEY_PATTERN,
    patternMessage: 'must be 1-40 lower-case letters, digits or _ starting with a letter',
    description: 'Unique and immutable',
    example: 'events_newsletter',
  })
  key: string;
  @TextField({ min: 1, max: PURPOSE_LABEL_MAX_LENGTH, example: 'Invitations to our hiring events' }) label: string;
  @TextField({ optional: true, max: PURPOSE_DESCRIPTION_MAX_LENGTH, description: 'Default ""', example: 'We write to you about our open days.' })
  description?: string;
  @IntegerField({ ...DURATION, description: `${DURATION.description} (default null)` }) durationDays?: number | null;
}

/** PATCH /consent-purposes/{id}: the key cannot change. */
export class UpdateConsentPurposeDto implements UpdateConsentPurposeInput {
  @TextField({ optional: true, min: 1, max: PURPOSE_LABEL_MAX_LENGTH, example: 'Invitations to our hiring events' }) label?: string;
  @TextField({ optional: true, max: PURPOSE_DESCRIPTION_MAX_LENGTH, example: 'We write to you about our open days.' }) description?: string;
  @IntegerField(DURATION) durationDays?: number | null;
}

export class ListConsentPurposesDto extends PageQueryDto {}
