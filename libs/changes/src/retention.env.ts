import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { toInt } from '@app/core';

/**
 * How long finished records are kept (docs/operations.md, "Retention"): the settings of the worker's
 * retention pruner, which prunes the outbox behind the change feed and the finished rows that reference it.
 */
export class RetentionEnvironment {
  /** Days the change feed (the outbox) keeps an event; an older cursor is 410 CURSOR_EXPIRED. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  CHANGES_RETENTION_DAYS = 30;

  /** Days a finished webhook delivery (delivered, dead-lettered, canceled) is kept. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

  /** Days a finished automation run (succeeded, skipped, dead-lettered, canceled) and its steps are kept. */
  @Transform(toInt)
  @IsInt({ message: 'must be an integer' })
  @Min(1)
  @Max(3650)
  AUTOMATION_RUN_RETENTION_DAYS = 30;
}
