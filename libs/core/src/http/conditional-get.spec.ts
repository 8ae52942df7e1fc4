import { noneMatchHolds } from './conditional-get';

describe('noneMatchHolds', () => {
  it('matches the exact tag, a list, the weak form and *', () => {
    expect(noneMatchHolds('"abc"', '"abc"')).toBe(true);
    expect(noneMatchHolds('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatchHolds('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHolds('*', '"abc"')).toBe(true);
    expect(noneMatchHolds('"abd"', '"abc"')).toBe(false);
    expect(noneMatchHolds(undefined, '"abc"')).toBe(false);
  });
});
