import { PageQueryDto, referenceTo, UuidField } from '@app/core';
import type { CreateReferralLinkInput, ListReferralLinksQuery } from '../../representation/referral-link-requests';

/** POST /referral-links (docs/api/careers.md#referral-links-and-attribution). */
export class CreateReferralLinkDto implements CreateReferralLinkInput {
  @UuidField(referenceTo('The employee who refers: an active user')) referrerUserId: string;
  @UuidField({ optional: true, ...referenceTo('The post the link opens (absent: every post)') }) jobPostId?: string;
}

/** GET /referral-links. */
export class ListReferralLinksDto extends PageQueryDto implements ListReferralLinksQuery {
  @UuidField({ optional: true, description: 'Only links of this referrer' }) referrerUserId?: string;
  @UuidField({ optional: true, description: 'Only links to this post (links to every post have none)' }) jobPostId?: string;
}
