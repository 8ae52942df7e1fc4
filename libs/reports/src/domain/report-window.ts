import { ValidationFailedError } from '@app/core';

/** The days a report covers, as instants: `[start, end)` (docs/api/reports.md#the-common-query). */
export interface ReportWindow {
  /** 00:00 UTC of `from`. */
  start: Date;
  /** 00:00 UTC of the day after `to`. */
  end: Date;
}

const DAY_MS = 86_400_000;
/** The default window: the last 365 days, today included. */
const DEFAULT_DAYS = 365;

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);
const utcToday = (now: Date): number => Math.floor(now.getTime() / DAY_MS) * DAY_MS;

export const ReportWindows = {
  /**
   * `from` and `to` (YYYY-MM-DD, already validated as calendar dates), both inclusive UTC days;
   * `to` defaults to today, `from` to 364 days before `to`. `from` after `to` is 422 on `from`.
   */
  of(query: { from?: string; to?: string }, now: Date): ReportWindow {
    const to = query.to !== undefined ? dayOf(query.to) : utcToday(now);
    const from = query.from !== undefined ? dayOf(query.from) : to - (DEFAULT_DAYS - 1) * DAY_MS;
    if (from > to) {
      throw new ValidationFailedError([
        {
          location: 'query',
          path: 'from',
          message: `from ${new Date(from).toISOString().slice(0, 10)} is after to ${new Date(to).toISOString().slice(0, 10)}`,
        },
      ]);
    }
    return { start: new Date(from), end: new Date(to + DAY_MS) };
  },
};
