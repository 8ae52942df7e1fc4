import { referenceTo, UuidField } from '@app/core';

/** POST /referral-links (docs/api/careers.md#referral-links-and-attribution). */
export class CreateReferralLinkDto {
  @UuidField(referenceTo('The employee who refers: an active user')) referrerUserId: string;
  @UuidField({ optional: true, ...referenceTo('The post the link opens (absent: every post)') }) jobPostId?: string;
}
