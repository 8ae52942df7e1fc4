/** The arithmetic of the reports (docs/api/reports.md#numbers). */
export const ReportNumbers = {
  /** Milliseconds as days, rounded half up to 2 decimals; null stays null (nothing to measure). */
  days(milliseconds: number | string | null): number | null {
    if (milliseconds === null) return null;
    // An integer divided once is correctly rounded, so an exact half stays exact before Math.round.
    return Math.round(Number(milliseconds) / 864_000) / 100;
  },

  /** numerator / denominator rounded half up to 4 decimals; null when the denominator is 0. */
  rate(numerator: number, denominator: number): number | null {
    if (denominator === 0) return null;
    return Math.round((numerator * 10_000) / denominator) / 10_000;
  },

  /**
   * The nearest-rank percentile (`percent` of 0-100) of values sorted ascending: the value at rank
   * ceil(percent / 100 × n), 1-based; null for no values. The database computes the same with
   * percentile_disc; this is the definition the tests hold it to.
   */
  nearestRank<T>(sorted: readonly T[], percent: number): T | null {
    if (sorted.length === 0) return null;
    const rank = Math.max(1, Math.ceil((percent * sorted.length) / 100));
    return sorted[rank - 1];
  },
};
