import { validateEnvironment } from '@app/core';
import { RetentionEnvironment } from './retention.env';

describe(RetentionEnvironment.name, () => {
  it('keeps 30 days of each by default, 1 to 3650 days when set', () => {
    expect({ ...validateEnvironment(RetentionEnvironment, {}) }).toEqual({
      CHANGES_RETENTION_DAYS: 30,
      WEBHOOK_DELIVERY_RETENTION_DAYS: 30,
      AUTOMATION_RUN_RETENTION_DAYS: 30,
    });
    expect(validateEnvironment(RetentionEnvironment, { CHANGES_RETENTION_DAYS: '365' }).CHANGES_RETENTION_DAYS).toBe(365);
    expect(() => validateEnvironment(RetentionEnvironment, { WEBHOOK_DELIVERY_RETENTION_DAYS: '0', AUTOMATION_RUN_RETENTION_DAYS: '3651' })).toThrow(
      /WEBHOOK_DELIVERY_RETENTION_DAYS[^]*AUTOMATION_RUN_RETENTION_DAYS/,
    );
  });
});
