import { IsString, Matches } from 'class-validator';

/** The webhooks context's environment variables (docs/operations.md#configuration), validated at boot with the platform's. */
export class WebhooksEnvironment {
  @IsString()
  @Matches(/^\d+(,\d+)*$/, { message: 'must be comma-separated whole seconds' })
  WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

  /** The waits before each retry of a failed delivery. */
  get retryScheduleSeconds(): number[] {
    return this.WEBHOOK_RETRY_SCHEDULE.split(',').map(Number);
  }
}
