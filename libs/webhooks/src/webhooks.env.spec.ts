import { validateEnvironment } from '@app/core';
import { WebhooksEnvironment } from './webhooks.env';

describe(WebhooksEnvironment.name, () => {
  it('reads WEBHOOK_RETRY_SCHEDULE as whole seconds, with the documented default', () => {
    expect(validateEnvironment(WebhooksEnvironment, {}).retryScheduleSeconds).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(validateEnvironment(WebhooksEnvironment, { WEBHOOK_RETRY_SCHEDULE: '1,2,3' }).retryScheduleSeconds).toEqual([1, 2, 3]);
    expect(() => validateEnvironment(WebhooksEnvironment, { WEBHOOK_RETRY_SCHEDULE: '1,,2' })).toThrow(
      /WEBHOOK_RETRY_SCHEDULE: must be comma-separated whole seconds/,
    );
  });
});
