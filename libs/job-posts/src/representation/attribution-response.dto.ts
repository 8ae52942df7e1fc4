import { ApiProperty } from '@nestjs/swagger';

const CODE = { description: 'The referral code, sent back as `ref` in the public apply', example: 'q3Zr8Kx1vTQ' } as const;
const LINK_URL = {
  format: 'uri',
  description: 'The post’s page (CAREERS_POST_URL), or the public list for every post, with `ref=<code>`',
  example: 'https://careers.example.com/jobs/0190a2b3-c4d5-7e6f-8a9b-0c1d2e3f4a5b?ref=q3Zr8Kx1vTQ',
} as const;

/** What POST /referral-links answers. */
export class NewReferralLinkResponse {
  @ApiProperty(CODE) code: string;
  @ApiProperty(LINK_URL) url: string;
}

/** A referral link as its GET, its list and the change feed present it. */
export class ReferralLinkResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty(CODE) code: string;
  @ApiProperty(LINK_URL) url: string;
  @ApiProperty({ format: 'uuid', description: 'The employee who refers' }) referrerUserId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The post the link opens; null: every post' }) jobPostId: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' }) createdAt: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' }) updatedAt: string;
}

export class TouchResponse {
  @ApiProperty({ description: 'The apply’s `source` (default utm.source, else careers_site)', example: 'linkedin' }) source: string;
  @ApiProperty({ type: String, nullable: true, example: 'social' }) medium: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'autumn' }) campaign: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A known referral code; null when none or unknown', example: 'q3Zr8Kx1vTQ' }) ref: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' }) at: string;
}

export class AttributionResponse {
  @ApiProperty({ type: TouchResponse, nullable: true, description: 'The apply that created the application; null when made through the API' })
  firstTouch: TouchResponse | null;
  @ApiProperty({ type: TouchResponse, nullable: true, description: 'The latest apply (a reapply moves it); null when made through the API' })
  lastTouch: TouchResponse | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The user of the first known referral code' })
  referrerUserId: string | null;
}
