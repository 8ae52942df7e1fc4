import { canonicalJson, requestFingerprint } from './fingerprint';

describe('requestFingerprint', () => {
  it('ignores the order of object keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(requestFingerprint('POST', '/api/v1/candidates', { firstName: 'Ada', lastName: 'L' })).toBe(
      requestFingerprint('post', '/api/v1/candidates', { lastName: 'L', firstName: 'Ada' }),
    );
  });

  it('tells apart bodies, paths and methods that differ', () => {
    const base = requestFingerprint('POST', '/api/v1/candidates', { a: 1 });
    expect(requestFingerprint('POST', '/api/v1/candidates', { a: 2 })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/candidates', { a: '1' })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/users', { a: 1 })).not.toBe(base);
    expect(requestFingerprint('PUT', '/api/v1/candidates', { a: 1 })).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/candidates', [1, 2])).not.toBe(requestFingerprint('POST', '/api/v1/candidates', [2, 1]));
    expect(requestFingerprint('POST', '/api/v1/x', undefined)).not.toBe(requestFingerprint('POST', '/api/v1/x', {}));
  });

  it('is a SHA-256 hex digest', () => {
    expect(requestFingerprint('POST', '/x', {})).toMatch(/^[0-9a-f]{64}$/);
  });
});
