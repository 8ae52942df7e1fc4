import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { toInt } from '@app/core';

/** The extension's environment variables: validated at boot with core's (defineExtension({ config })). */
export class AssessmentsEnvironment {
  /** The partner's base URL: its token endpoint is `<url>/oauth/token`, its assessments `<url>/assessments`. */
  @IsString()
  @Matches(/^https?:\/\/[^/]+(\/.*)?$/, { message: 'must be an http or https URL' })
  ASSESSMENTS_PARTNER_URL: string;

  /** The OAuth2 client credentials the partner issued us. */
  @IsString() @MinLength(1) ASSESSMENTS_CLIENT_ID: string;
  @IsString() @MinLength(16) ASSESSMENTS_CLIENT_SECRET: string;

  /** The key the partner signs its result callbacks with (HMAC-SHA256 over the raw body). */
  @IsString() @MinLength(32) ASSESSMENTS_CALLBACK_SECRET: string;

  /** Callbacks per client address and minute: the callback route has no API key, so no key's limit. */
  @Transform(toInt) @IsInt({ message: 'must be an integer' }) @Min(1) @Max(100_000) ASSESSMENTS_CALLBACKS_PER_MINUTE = 120;
}
