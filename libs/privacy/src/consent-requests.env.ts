import { IsOptional, Matches } from 'class-validator';

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/;

/** The base of the links consent requests hand out (docs/operations.md#privacy). */
export class ConsentRequestsEnvironment {
  /** Where the public routes are reached from outside; default `http://localhost:<PORT>`. */
  @IsOptional()
  @Matches(HTTP_URL, { message: 'must be an absolute http or https URL' })
  PUBLIC_BASE_URL?: string;
}
