import { IsString, Matches } from 'class-validator';

/** The extension's environment variables: validated at boot with core's (defineExtension({ config })). */
export class ReferralsEnvironment {
  /** Signs every post_to_slack request (Standard Webhooks), so the receiving relay can check it came from us: whsec_ and 32 bytes in base64. */
  @IsString()
  @Matches(/^whsec_[A-Za-z0-9+/]{43}=$/, { message: 'must be whsec_ followed by 32 bytes in base64' })
  REFERRALS_SLACK_SIGNING_SECRET: string;
}
