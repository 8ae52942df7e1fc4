import { RequestValidationPipe, TextField, ValidationFailedError } from '@app/core';
import { isMaskedSecret, maskSecret, Secret, secretFieldsOf } from './secret-field';

class TokenConfig {
  @TextField({ min: 1 }) channel: string;
  @Secret() @TextField({ pattern: /^xoxb-/, patternMessage: 'must start with xoxb-' }) token: string;
}

class SigningTokenConfig extends TokenConfig {
  @Secret() @TextField() signingKey: string;
}

const pipe = new RequestValidationPipe();

async function messagesOf(config: unknown): Promise<string[]> {
  try {
    await pipe.transform(config, { type: 'body', metatype: TokenConfig });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationFailedError)) throw error;
    return error.issues.map((issue) => issue.message);
  }
}

describe(Secret.name, () => {
  it('lists the marked fields of a class, a subclass adding its own without changing its parent', () => {
    expect(secretFieldsOf(TokenConfig)).toEqual(['token']);
    expect(secretFieldsOf(SigningTokenConfig)).toEqual(['token', 'signingKey']);
    expect(secretFieldsOf(class Plain {})).toEqual([]);
  });

  it('keeps the field rules for a secret and lets its masked form through', async () => {
    expect(await messagesOf({ channel: '#a', token: 'nope' })).toEqual(['token must start with xoxb-']);
    expect(await messagesOf({ channel: '#a', token: 'xoxb-1234' })).toEqual([]);
    expect(await messagesOf({ channel: '#a', token: '••••1234' })).toEqual([]);
    expect(await messagesOf({ channel: '#a' })).toEqual(['token is required']);
  });
});

describe(maskSecret.name, () => {
  it('shows four bullets and the last 4 characters, none of a secret shorter than 8', () => {
    expect(maskSecret('xoxb-12345678')).toBe('••••5678');
    expect(maskSecret('1234567')).toBe('••••');
    expect(maskSecret('abcd😀efg😀')).toBe('••••efg😀');
    for (const secret of ['xoxb-12345678', 'short', 'abcd😀efg😀']) expect(isMaskedSecret(maskSecret(secret))).toBe(true);
    expect(isMaskedSecret('xoxb-12345678')).toBe(false);
    expect(isMaskedSecret('••••12345')).toBe(false);
  });
});
