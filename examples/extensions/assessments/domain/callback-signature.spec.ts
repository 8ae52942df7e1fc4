import { callbackSignatureProblem, signCallback } from './callback-signature';

const SECRET = 'a-callback-secret-of-32-characters!!';
const body = Buffer.from('{"reference":"x", "score":87}');
const now = new Date('2026-12-08T10:00:00Z');
const t = now.getTime() / 1000;

describe('callback signatures', () => {
  it('holds over the exact bytes, within five minutes', () => {
    expect(callbackSignatureProblem(SECRET, signCallback(SECRET, t, body), body, now)).toBeNull();
    expect(callbackSignatureProblem(SECRET, signCallback(SECRET, t - 299, body), body, now)).toBeNull();
  });

  it('refuses another body, another key, an old or malformed signature, and none', () => {
    const respaced = Buffer.from('{"reference":"x","score":87}');
    expect(callbackSignatureProblem(SECRET, signCallback(SECRET, t, body), respaced, now)).toBe('The signature does not match the body');
    expect(callbackSignatureProblem(SECRET, signCallback('another-secret-of-32-characters!!!!', t, body), body, now)).toBe(
      'The signature does not match the body',
    );
    expect(callbackSignatureProblem(SECRET, signCallback(SECRET, t - 301, body), body, now)).toBe('The signature is too old or in the future');
    expect(callbackSignatureProblem(SECRET, 'v1=abc', body, now)).toMatch(/is not t=<seconds>,v1=<hex>/);
    expect(callbackSignatureProblem(SECRET, undefined, body, now)).toMatch(/missing/);
  });
});
