import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Min } from 'class-validator';
import { toInt } from '@app/core';

/** `*` or an origin (`https://careers.example.com`, with a port when not the default). */
const ORIGIN_LIST = /^\s*(\*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)(\s*,\s*(\*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?))*\s*$/;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/;
const POST_URL_TEMPLATE = /^https?:\/\/[^\s/?#]+[^\s]*\{id\}[^\s]*$/;

/** The careers site's environment variables (docs/operations.md#careers-site), validated at boot with the platform's. */
export class CareersEnvironment {
  @IsString()
  @Matches(ORIGIN_LIST, { message: 'must be * or comma-separated origins such as https://careers.example.com' })
  CAREERS_ALLOWED_ORIGINS = '*';

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  PUBLIC_READ_PER_MINUTE = 600;

  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  PUBLIC_APPLY_PER_MINUTE = 5;

  /** The hiring organization of the posts' JSON-LD and feeds (docs/api/careers.md#job-distribution). */
  @IsString()
  @Length(1, 200)
  COMPANY_NAME = 'Our company';

  /** The organization's site, the JSON-LD's `hiringOrganization.sameAs` (left out when unset). */
  @IsOptional()
  @Matches(HTTP_URL, { message: 'must be an absolute http or https URL' })
  COMPANY_URL?: string;

  /** Where the public routes are reached from outside: the default of CAREERS_POST_URL. */
  @Matches(HTTP_URL, { message: 'must be an absolute http or https URL' })
  PUBLIC_BASE_URL = 'http://localhost:3000';

  /** A post's page on the careers site, `{id}` replaced by the post id (default: the public read of the post). */
  @IsOptional()
  @Matches(POST_URL_TEMPLATE, { message: 'must be an absolute http or https URL holding {id}' })
  CAREERS_POST_URL?: string;

  /** The page of a post as feeds and JSON-LD name it. */
  postUrl(id: string): string {
    if (this.CAREERS_POST_URL !== undefined) return this.CAREERS_POST_URL.split('{id}').join(id);
    return `${this.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/v1/public/job-posts/${id}`;
  }

  /** A referral link: the post's page or, for every post, the public list, with `ref=<code>`. */
  referralUrl(code: string, jobPostId: string | null): string {
    const url = new URL(jobPostId === null ? `${this.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/v1/public/job-posts` : this.postUrl(jobPostId));
    url.searchParams.set('ref', code);
    return url.href;
  }

  /** The origins a browser may call the public routes from; `*` among them allows every origin. */
  get allowedOrigins(): string[] {
    return this.CAREERS_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim());
  }
}
