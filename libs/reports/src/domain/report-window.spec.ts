import { ReportWindows } from './report-window';

describe(ReportWindows.of.name, () => {
  const now = new Date('2026-11-26T19:30:00.000Z');
  const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

  it('covers from 00:00 UTC of `from` to the end of `to` (both days inclusive)', () => {
    expect(iso(ReportWindows.of({ from: '2026-03-01', to: '2026-03-31' }, now))).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(iso(ReportWindows.of({ from: '2026-03-01', to: '2026-03-01' }, now))).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
  });

  it('defaults to the last 365 days, today (UTC) included', () => {
    expect(iso(ReportWindows.of({}, now))).toEqual(['2025-11-27T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect(iso(ReportWindows.of({ to: '2024-12-31' }, now))).toEqual(['2024-01-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    expect(iso(ReportWindows.of({ from: '2026-11-01' }, now))).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
  });

  it('refuses `from` after `to` (422 on from), also against the default `to`', () => {
    for (const query of [{ from: '2026-03-02', to: '2026-03-01' }, { from: '2026-11-27' }]) {
      expect(() => ReportWindows.of(query, now)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR', issues: [expect.objectContaining({ location: 'query', path: 'from' })] }),
      );
    }
  });
});
