import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { toInt } from '@app/core';

/** Retention's environment variables (docs/operations.md), validated at boot with the platform's. */
export class RetentionEnvironment {
  /**
   * Days a candidate with an application is kept after the application's last decision, and forever while one is
   * active (docs/api/retention.md#the-retention-floor); 0: no floor.
   */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(0)
  @Max(36500)
  RETENTION_FLOOR_DAYS = 0;
}
