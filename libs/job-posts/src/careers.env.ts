import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Min } from 'class-validator';
import { toInt } from '@app/core';

/** `*` or an origin (`https://careers.example.com`, with a port when not the default). */
const ORIGIN_LIST = /^\s*(\*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)(\s*,\s*(\*|https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?))*\s*$/;

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

  /** The origins a browser may call the public routes from; `*` among them allows every origin. */
  get allowedOrigins(): string[] {
    return this.CAREERS_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim());
  }
}
