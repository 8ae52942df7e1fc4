import { ReportNumbers } from './report-numbers';

const DAY = 86_400_000;

describe('ReportNumbers', () => {
  it('turns milliseconds into days rounded half up to 2 decimals, null into null', () => {
    expect(ReportNumbers.days(0)).toBe(0);
    expect(ReportNumbers.days(DAY)).toBe(1);
    expect(ReportNumbers.days('172800000')).toBe(2);
    expect(ReportNumbers.days(DAY / 3)).toBe(0.33);
    expect(ReportNumbers.days((2 * DAY) / 3)).toBe(0.67);
    expect(ReportNumbers.days(0.125 * DAY)).toBe(0.13);
    expect(ReportNumbers.days(0.005 * DAY)).toBe(0.01);
    expect(ReportNumbers.days(0.005 * DAY - 1)).toBe(0);
    expect(ReportNumbers.days(12.345 * DAY)).toBe(12.35);
    expect(ReportNumbers.days(null)).toBeNull();
  });

  it('gives rates rounded half up to 4 decimals, null when the denominator is 0', () => {
    expect(ReportNumbers.rate(1, 3)).toBe(0.3333);
    expect(ReportNumbers.rate(2, 3)).toBe(0.6667);
    expect(ReportNumbers.rate(1, 8)).toBe(0.125);
    expect(ReportNumbers.rate(1, 20000)).toBe(0.0001);
    expect(ReportNumbers.rate(1, 20001)).toBe(0);
    expect(ReportNumbers.rate(0, 5)).toBe(0);
    expect(ReportNumbers.rate(5, 5)).toBe(1);
    expect(ReportNumbers.rate(0, 0)).toBeNull();
  });

  it('takes the nearest-rank percentile: the value at rank ceil(p/100 × n)', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(ReportNumbers.nearestRank(ten, 50)).toBe(5);
    expect(ReportNumbers.nearestRank(ten, 90)).toBe(9);
    expect(ReportNumbers.nearestRank(ten, 91)).toBe(10);
    expect(ReportNumbers.nearestRank([4, 8], 50)).toBe(4);
    expect(ReportNumbers.nearestRank([4, 8], 90)).toBe(8);
    expect(ReportNumbers.nearestRank([7], 50)).toBe(7);
    expect(ReportNumbers.nearestRank([7], 90)).toBe(7);
    expect(ReportNumbers.nearestRank([1, 2, 3], 50)).toBe(2);
    expect(ReportNumbers.nearestRank([], 50)).toBeNull();
  });
});
