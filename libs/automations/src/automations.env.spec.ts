import { validateEnvironment } from '@app/core';
import { AutomationsEnvironment } from './automations.env';

describe(AutomationsEnvironment.name, () => {
  it('reads AUTOMATION_RETRY_BASE_SECONDS, 10 by default, at least 1', () => {
    expect(validateEnvironment(AutomationsEnvironment, {}).AUTOMATION_RETRY_BASE_SECONDS).toBe(10);
    expect(validateEnvironment(AutomationsEnvironment, { AUTOMATION_RETRY_BASE_SECONDS: '3' }).AUTOMATION_RETRY_BASE_SECONDS).toBe(3);
    expect(() => validateEnvironment(AutomationsEnvironment, { AUTOMATION_RETRY_BASE_SECONDS: '0' })).toThrow(/AUTOMATION_RETRY_BASE_SECONDS/);
  });
});
