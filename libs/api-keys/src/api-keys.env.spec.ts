import { validateEnvironment } from '@app/core';
import { ApiKeysEnvironment } from './api-keys.env';

describe(ApiKeysEnvironment.name, () => {
  it('rejects a bootstrap key outside 32-200 characters', () => {
    const read = (key: string) => validateEnvironment(ApiKeysEnvironment, { BOOTSTRAP_API_KEY: key });
    expect(() => read('x'.repeat(31))).toThrow(/BOOTSTRAP_API_KEY/);
    expect(read('x'.repeat(32)).BOOTSTRAP_API_KEY).toHaveLength(32);
    expect(() => read('x'.repeat(201))).toThrow(/BOOTSTRAP_API_KEY/);
    expect(validateEnvironment(ApiKeysEnvironment, {}).BOOTSTRAP_API_KEY).toBeUndefined();
  });
});
