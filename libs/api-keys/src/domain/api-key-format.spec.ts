import { generateApiKey, hashApiKey, hasValidChecksum, visibleParts } from './api-key-format';

describe('api key format', () => {
  it('generates keys of the documented format with a valid checksum', () => {
    for (const environment of ['live', 'test'] as const) {
      const key = generateApiKey(environment);
      expect(key).toMatch(new RegExp(`^ats_${environment}_[0-9A-Za-z]{36}$`));
      expect(hasValidChecksum(key)).toBe(true);
    }
  });

  it('detects a changed character through the checksum', () => {
    const key = generateApiKey('live');
    const tampered = key.slice(0, 15) + (key[15] === 'a' ? 'b' : 'a') + key.slice(16);
    expect(hasValidChecksum(tampered)).toBe(false);
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey('test')));
    expect(keys.size).toBe(1000);
  });

  it('hashes with SHA-256 and shows prefix and last4 only', () => {
    expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(visibleParts('ats_live_0123456789abcdef')).toEqual({ prefix: 'ats_live_012', last4: 'cdef' });
  });
});
