import { InvalidJobPayloadError, parseRowJob } from './jobs';

describe('parseRowJob', () => {
  it('accepts exactly { <key>: <uuid> } and returns the id lower-cased', () => {
    expect(parseRowJob('things', 'thingId', { thingId: '0190A0B4-8A3E-7C2D-9F00-1234567890AB' })).toBe('0190a0b4-8a3e-7c2d-9f00-1234567890ab');
  });

  it.each([
    null,
    undefined,
    'x',
    [],
    {},
    { thingId: 'abc' },
    { thingId: 1 },
    { otherId: '0190a0b4-8a3e-7c2d-9f00-1234567890ab' },
    { thingId: '0190a0b4-8a3e-7c2d-9f00-1234567890ab', extra: 1 },
  ])('refuses %j, naming the queue and the expected shape', (data) =>
    expect(() => parseRowJob('things', 'thingId', data)).toThrow(
      new InvalidJobPayloadError(`things job payload must be { thingId: <uuid> }, got ${JSON.stringify(data)?.slice(0, 200)}`),
    ),
  );
});
