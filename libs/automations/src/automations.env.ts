import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { toInt } from '@app/core';

/** The automations context's environment variables (docs/operations.md#configuration), validated at boot with the platform's. */
export class AutomationsEnvironment {
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  AUTOMATION_RETRY_BASE_SECONDS = 10;
}
